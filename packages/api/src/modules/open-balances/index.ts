/**
 * Bringing documents forward from the tool used before (open invoices, open bills): the import both kinds
 * share, and its route. Its front door: other modules import it through this file only.
 */
export { broughtForwardLine, type OpenBalanceBook, openingDocument } from './import.ts';
export { registerOpenBalanceImport } from './route.ts';
