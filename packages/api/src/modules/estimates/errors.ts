import { HttpError } from '../../http/errors.ts';

export const estimateNotFound = () => new HttpError(404, 'Estimate not found');
export const estimateItemNotFound = () => new HttpError(404, 'Estimate item not found');
