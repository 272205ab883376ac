import { HttpError } from '../../http/errors.ts';

export const invoiceNotFound = () => new HttpError(404, 'Invoice not found');
export const invoiceItemNotFound = () => new HttpError(404, 'Invoice item not found');
