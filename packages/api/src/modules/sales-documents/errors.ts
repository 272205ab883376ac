import { HttpError } from '../../http/errors.ts';

export const invoiceNotFound = () => new HttpError(404, 'Invoice not found');
export const invoiceItemNotFound = () => new HttpError(404, 'Invoice item not found');
/** A void invoice is kept as it was: it owes nothing and takes no payment, e-mail or change but its notes. */
export const invoiceIsVoid = () => new HttpError(422, 'This invoice is void.');
