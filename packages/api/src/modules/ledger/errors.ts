import { HttpError } from '../../http/errors.ts';

export const journalEntryNotFound = () => new HttpError(404, 'Journal entry not found');
