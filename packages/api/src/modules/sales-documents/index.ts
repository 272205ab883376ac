/**
 * The kernel the sales documents (invoices, credit notes, estimates) and the areas that show them share: their
 * lines, numbering, embedded contact, a new draft invoice and its totals. Its front door: other modules
 * import it through this file only.
 */
export { documentContact, documentContactColumns } from './document-contact.ts';
export { createDraftInvoice, type InvoiceCreate, insertDraftInvoice } from './draft-invoice.ts';
export { invoiceIsVoid, invoiceItemNotFound, invoiceNotFound } from './errors.ts';
export {
  ACCOUNT_SCOPE,
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
  allocateNumber,
  CREDIT_NOTE_SCOPE,
  ESTIMATE_SCOPE,
  type NumberingScope,
  releaseNumber,
} from './numbering.ts';
export { defaultDueDate } from './terms.ts';
