import * as c from '@daftari/contracts';
import { z } from 'zod';
import { importQuerySchema } from '../http/csv-import/form.ts';
import { all, csvImportForm, jsonField, one, page, type RouteSchemas, uploadedFile } from './route-kit.ts';

const attachmentFile = uploadedFile('An image or PDF of the document (at most 5 MB)').optional();

/** A bill as a form: `bill` the JSON of the JSON body's `bill`, with its attachment. */
const billForm = z.object({ bill: jsonField('The bill, as in the JSON body'), attachmentFile });

/** An expense is written as a form, its attachment beside its fields. */
const expenseForm = c.expenseFormFieldsSchema.extend({ attachmentFile });

/** Bills, expenses, the price list, projects and time, recurring invoices, the ledger and reports. */
export const booksRoutes: Record<string, RouteSchemas> = {
  'GET /api/bills': {
    summary: 'Bills (format=csv: every matching row as CSV)',
    query: c.billListQuerySchema,
    ok: c.billListSchema,
  },
  'POST /api/bills': {
    summary: 'Create a bill',
    body: c.billCreateRequestSchema,
    form: billForm,
    ok: one(c.billSchema),
  },
  'GET /api/bills/:id': { summary: 'A bill', ok: one(c.billSchema) },
  'PUT /api/bills/:id': {
    summary: 'Update a bill',
    body: c.billUpdateRequestSchema,
    form: billForm,
    ok: one(c.billSchema),
  },
  'DELETE /api/bills/:id': { summary: 'Delete a bill' },
  'POST /api/bills/:id/payments': {
    summary: 'Pay a bill',
    body: c.billPaymentRequestSchema,
    ok: one(c.billSchema),
  },
  'POST /api/bills/:id/void': { summary: 'Void a bill', ok: one(c.billSchema) },
  'POST /api/bills/extract_from_document': {
    summary: 'Read a bill document',
    form: z.object({ document: uploadedFile('A photo or PDF of the bill') }),
    ok: one(c.billExtractionSchema),
  },
  'POST /api/bills/import_open': {
    summary: 'Import open bills (CSV)',
    query: importQuerySchema,
    form: csvImportForm,
    ok: one(c.openBillImportResultSchema),
  },

  'GET /api/expenses': {
    summary: 'Expenses (format=csv: every matching row as CSV)',
    query: c.expenseListQuerySchema,
    ok: page(c.expenseSchema),
  },
  'POST /api/expenses': { summary: 'Create an expense', form: expenseForm, ok: one(c.expenseSchema) },
  'GET /api/expenses/:id': { summary: 'An expense', ok: one(c.expenseSchema) },
  'PUT /api/expenses/:id': { summary: 'Update an expense', form: expenseForm, ok: one(c.expenseSchema) },
  'DELETE /api/expenses/:id': { summary: 'Delete an expense' },
  'GET /api/expenses/defaults': { summary: 'Expense form defaults', ok: one(c.expenseDefaultsSchema) },
  'POST /api/expenses/extract_from_receipt': {
    summary: 'Read a receipt',
    form: z.object({ receipt: uploadedFile('A photo or PDF of the receipt') }),
    ok: one(c.receiptReadingSchema),
  },
  'POST /api/expenses/read_mpesa_message': {
    summary: 'Read an M-Pesa message',
    body: c.mpesaMessageRequestSchema,
    ok: one(c.mpesaMessageSuggestionSchema),
  },

  'GET /api/exchange_rates': {
    summary: 'Exchange rates',
    query: c.exchangeRateListQuerySchema,
    ok: c.exchangeRateListSchema,
  },
  'POST /api/exchange_rates': {
    summary: 'Record an exchange rate',
    body: c.exchangeRateRequestSchema,
    ok: one(c.exchangeRateSchema),
  },
  'POST /api/exchange_rates/import': {
    summary: "Import CBK's daily mean rates (CSV)",
    query: importQuerySchema,
    form: csvImportForm,
    ok: one(c.exchangeRateImportResultSchema),
  },

  'GET /api/price_list_items': { summary: 'Price list', ok: all(c.priceListItemSchema) },
  'POST /api/price_list_items': {
    summary: 'Create a price list item',
    body: c.priceListItemRequestSchema,
    ok: one(c.priceListItemSchema),
  },
  'PATCH /api/price_list_items/:id': {
    summary: 'Update a price list item',
    body: c.updatePriceListItemRequestSchema,
    ok: one(c.priceListItemSchema),
  },
  'DELETE /api/price_list_items/:id': { summary: 'Delete a price list item' },
  'POST /api/price_list_items/import': {
    summary: 'Import a price list (CSV)',
    query: importQuerySchema,
    form: csvImportForm,
    ok: one(c.priceListImportResultSchema),
  },

  'GET /api/projects': {
    summary: 'Projects (format=csv: every matching row as CSV)',
    query: c.projectListQuerySchema,
    ok: page(c.projectSchema),
  },
  'POST /api/projects': {
    summary: 'Create a project',
    body: c.projectCreateRequestSchema,
    ok: one(c.projectSchema),
  },
  'GET /api/projects/:id': { summary: 'A project', ok: one(c.projectSchema) },
  'PUT /api/projects/:id': {
    summary: 'Update a project',
    body: c.projectUpdateRequestSchema,
    ok: one(c.projectSchema),
  },
  'POST /api/projects/:id/invoice_time': {
    summary: 'Invoice a project’s time',
    body: c.invoiceTimeRequestSchema,
    ok: one(c.invoiceSchema),
  },
  'GET /api/time_entries': {
    summary: 'Time entries (format=csv: every matching row as CSV)',
    query: c.timeEntryListQuerySchema,
    ok: c.timeEntryListSchema,
  },
  'POST /api/time_entries': {
    summary: 'Create a time entry',
    body: c.timeEntryCreateRequestSchema,
    ok: one(c.timeEntrySchema),
  },
  'PUT /api/time_entries/:id': {
    summary: 'Update a time entry',
    body: c.timeEntryUpdateRequestSchema,
    ok: one(c.timeEntrySchema),
  },
  'DELETE /api/time_entries/:id': { summary: 'Delete a time entry' },
  'GET /api/time_entries/running': { summary: 'The running timer', ok: c.runningTimeEntrySchema },
  'POST /api/time_entries/start': {
    summary: 'Start a timer',
    body: c.timerStartRequestSchema,
    ok: one(c.timeEntrySchema),
  },
  'POST /api/time_entries/stop': { summary: 'Stop the timer', ok: c.runningTimeEntrySchema },

  'GET /api/recurring_invoices': {
    summary: 'Recurring invoices (format=csv: every matching row as CSV)',
    query: c.recurringInvoiceListQuerySchema,
    ok: page(c.recurringInvoiceSchema),
  },
  'POST /api/recurring_invoices': {
    summary: 'Create a recurring invoice',
    body: c.recurringInvoiceCreateRequestSchema,
    ok: one(c.recurringInvoiceSchema),
  },
  'GET /api/recurring_invoices/:id': { summary: 'A recurring invoice', ok: one(c.recurringInvoiceSchema) },
  'PUT /api/recurring_invoices/:id': {
    summary: 'Update a recurring invoice',
    body: c.recurringInvoiceUpdateRequestSchema,
    ok: one(c.recurringInvoiceSchema),
  },
  'DELETE /api/recurring_invoices/:id': {
    summary: 'Delete a recurring invoice',
    ok: one(c.recurringInvoiceSchema),
  },
  'POST /api/recurring_invoices/:id/pause': { summary: 'Pause', ok: one(c.recurringInvoiceSchema) },
  'POST /api/recurring_invoices/:id/resume': { summary: 'Resume', ok: one(c.recurringInvoiceSchema) },

  'GET /api/ledger_accounts': {
    summary: 'Chart of accounts',
    query: c.ledgerAccountListQuerySchema,
    ok: all(c.chartAccountSchema),
  },
  'POST /api/ledger_accounts': {
    summary: 'Create a ledger account',
    body: c.ledgerAccountCreateRequestSchema,
    ok: one(c.chartAccountSchema),
  },
  'PUT /api/ledger_accounts/:id': {
    summary: 'Update a ledger account',
    body: c.ledgerAccountUpdateRequestSchema,
    ok: one(c.chartAccountSchema),
  },
  'DELETE /api/ledger_accounts/:id': { summary: 'Delete a ledger account' },
  'GET /api/journal_entries': {
    summary: 'Journal entries (format=csv: every matching row as CSV)',
    query: c.journalEntryListQuerySchema,
    ok: c.journalEntryListSchema,
  },
  'POST /api/journal_entries': {
    summary: 'Post a journal entry',
    body: c.journalEntryCreateRequestSchema,
    ok: one(c.journalEntrySchema),
  },
  'GET /api/journal_entries/:id': { summary: 'A journal entry', ok: one(c.journalEntrySchema) },
  'POST /api/ledger/revaluations': {
    summary: 'Revalue open foreign-currency items at a day’s rates (reversed the next day)',
    body: c.revaluationRequestSchema,
    ok: one(c.revaluationSchema),
  },
  'GET /api/ledger/year_ends': {
    summary: 'The financial years, their profit and whether each is closed',
    ok: c.yearEndListSchema,
  },
  'POST /api/ledger/year_ends': {
    summary: 'Close the earliest open financial year that has ended (posts nothing; sets the lock date)',
    body: c.yearEndCloseRequestSchema,
    ok: one(c.yearEndCloseSchema),
  },
  'DELETE /api/ledger/year_ends/:year_end': { summary: 'Reopen the latest closed financial year' },
  'POST /api/journal_entries/:id/reverse': {
    summary: 'Reverse a journal entry',
    body: c.journalEntryReverseRequestSchema,
    ok: one(c.journalEntrySchema),
  },

  'GET /api/reports/balance_sheet': {
    summary: 'Balance sheet',
    query: c.asOfQuerySchema,
    ok: one(c.balanceSheetSchema),
  },
  'GET /api/reports/cash_flow': {
    summary:
      'Cash-flow statement (indirect method): net profit, adjustments and working capital, investing, financing',
    query: c.periodQuerySchema,
    ok: one(c.cashFlowSchema),
  },
  'GET /api/reports/dashboard': {
    summary: "Home's figures: balances, 12 months, the period's profit and VAT, the bills due",
    query: c.dashboardQuerySchema,
    ok: one(c.dashboardSchema),
  },
  'GET /api/reports/expenses_by_category': {
    summary: 'Expenses by category (expense account)',
    query: c.periodQuerySchema,
    ok: one(c.expensesByCategorySchema),
  },
  'GET /api/reports/expenses_by_supplier': {
    summary: "Expenses by supplier (a bill's vendor, an expense's merchant)",
    query: c.periodQuerySchema,
    ok: one(c.expensesBySupplierSchema),
  },
  'GET /api/reports/general_ledger': {
    summary: 'General ledger',
    query: c.generalLedgerQuerySchema,
    ok: c.generalLedgerSchema,
  },
  'GET /api/reports/payables_aging': {
    summary: 'Payables aging',
    query: c.agingQuerySchema,
    ok: one(c.agingSchema),
  },
  'GET /api/reports/profit_and_loss': {
    summary: 'Profit and loss',
    query: c.profitAndLossQuerySchema,
    ok: one(c.profitAndLossSchema),
  },
  'GET /api/reports/reconciliation': {
    summary: 'Reconciliation report: statement and ledger balances, and what is not yet reconciled',
    query: c.reconciliationReportQuerySchema,
    ok: one(c.reconciliationReportSchema),
  },
  'GET /api/reports/receivables_aging': {
    summary: 'Receivables aging',
    query: c.agingQuerySchema,
    ok: one(c.agingSchema),
  },
  'GET /api/reports/sales_by_customer': {
    summary: 'Sales by customer',
    query: c.periodQuerySchema,
    ok: one(c.salesByCustomerSchema),
  },
  'GET /api/reports/sales_by_item': {
    summary: 'Sales by item',
    query: c.periodQuerySchema,
    ok: one(c.salesByItemSchema),
  },
  'GET /api/reports/trial_balance': {
    summary: 'Trial balance',
    query: c.asOfQuerySchema,
    ok: one(c.trialBalanceSchema),
  },
  'GET /api/reports/vat': { summary: 'VAT report', query: c.periodQuerySchema, ok: one(c.vatReportSchema) },
  'GET /api/reports/vat_return': {
    summary: 'VAT return',
    query: c.vatReturnQuerySchema,
    ok: one(c.vatReturnSchema),
  },
};
