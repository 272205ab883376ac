/**
 * The kernel the sales documents (invoices, credit notes, estimates) and the areas that show them share.
 * Its front door: other modules import it through this file only.
 */
export { invoiceIsVoid, invoiceItemNotFound, invoiceNotFound } from './errors.ts';
