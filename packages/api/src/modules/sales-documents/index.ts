/**
 * The kernel the sales documents (invoices, credit notes, estimates) and the areas that show them share: their
 * lines, numbering, embedded contact, a new draft invoice and its totals. Its front door: other modules
 * import it through this file only.
 */
export { documentContact, documentContactColumns } from './document-contact.ts';
export { type DocumentDefaults, documentDefaults } from './document-defaults.ts';
export { createDraftInvoice, type InvoiceCreate, insertDraftInvoice } from './draft-invoice.ts';
export { invoiceIsVoid, invoiceItemNotFound, invoiceNotFound } from './errors.ts';
export {
  allocateInvoiceNumber,
  findProject,
  numberingScopeFor,
  releaseInvoiceNumber,
} from './invoice-numbering.ts';
export { recomputeInvoice, recomputeInvoices } from './invoice-totals.ts';
export { lineAmountColumns } from './line-amounts.ts';
export {
  type AddSalesLines,
  addLines,
  appendLines,
  assertIncomeAccount,
  deleteLine,
  estimateLines,
  invoiceLines,
  lineFields,
  lineRows,
  lineTotals,
  lineValues,
  type SalesLineFields,
  type SalesLinePatch,
  salesItems,
  taxCategoryAt,
  toSalesItem,
  updateLine,
} from './lines.ts';
export {
  accountScope,
  allocateNumber,
  allocateReceiptNumbers,
  type NumberingScope,
  nextValues,
  releaseNumber,
  SEQUENCE_SCOPES,
} from './numbering.ts';
