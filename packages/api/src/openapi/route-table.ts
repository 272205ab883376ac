import * as c from '@daftari/contracts';
import { z } from 'zod';

/** What one route takes and answers, in the contracts' zod schemas. `ok` is every 2xx body; none is a 204. */
export interface RouteSchemas {
  summary: string;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  ok?: z.core.$ZodType;
  public?: true;
}

const one = <T extends z.core.SomeType>(schema: T) => c.dataEnvelope(schema);
const page = <T extends z.core.SomeType>(schema: T) =>
  z.object({ data: z.array(schema), meta: c.pageMetaSchema });
const all = <T extends z.core.SomeType>(schema: T) => z.object({ data: z.array(schema) });

/**
 * Every JSON route of /api, keyed `METHOD /path` as Fastify registers it. The OpenAPI document is built from
 * it, and the test suite checks every answer against it (test/answer-check.ts).
 */
export const routeTable: Record<string, RouteSchemas> = {
  'GET /api/health': { summary: 'Health', ok: one(c.healthSchema), public: true },
  'GET /api/health/live': { summary: 'Liveness', ok: one(c.healthSchema), public: true },
  'GET /api/health/ready': { summary: 'Readiness', ok: one(c.healthSchema), public: true },
  'POST /api/signup': {
    summary: 'Sign up',
    body: c.signupRequestSchema,
    ok: c.currentUserEnvelopeSchema,
    public: true,
  },
  'POST /api/login': {
    summary: 'Log in',
    body: c.loginRequestSchema,
    ok: c.currentUserEnvelopeSchema,
    public: true,
  },
  'DELETE /api/logout': { summary: 'Log out' },
  'GET /api/users/current': { summary: 'Current user', ok: c.currentUserEnvelopeSchema },
  'PUT /api/users/current/password': { summary: 'Change password', body: c.passwordChangeRequestSchema },
  'POST /api/password_resets': {
    summary: 'Ask for a password reset',
    body: c.passwordResetRequestSchema,
    ok: one(c.passwordResetAnswerSchema),
    public: true,
  },
  'POST /api/password_resets/:token': {
    summary: 'Reset a password',
    body: c.passwordResetSchema,
    public: true,
  },
  'GET /api/sessions': { summary: 'Sessions', ok: c.sessionListSchema },
  'DELETE /api/sessions': { summary: 'End the other sessions' },
  'DELETE /api/sessions/:id': { summary: 'End a session' },
  'GET /api/account': { summary: 'Account', ok: one(c.accountSchema) },
  'PUT /api/account': {
    summary: 'Update the account',
    body: c.accountUpdateRequestSchema,
    ok: one(c.accountSchema),
  },
  'GET /api/account/daraja': { summary: 'Daraja settings', ok: one(c.darajaSettingsSchema) },
  'PUT /api/account/daraja': {
    summary: 'Update Daraja settings',
    body: c.darajaSettingsRequestSchema,
    ok: one(c.darajaSettingsSchema),
  },
  'POST /api/account/daraja/register_urls': {
    summary: 'Register C2B URLs',
    ok: one(c.darajaRegistrationSchema),
  },

  'GET /api/contacts': { summary: 'Contacts', query: c.contactListQuerySchema, ok: page(c.contactSchema) },
  'POST /api/contacts': {
    summary: 'Create a contact',
    body: c.contactRequestSchema,
    ok: one(c.contactSchema),
  },
  'GET /api/contacts/:id': { summary: 'A contact', ok: one(c.contactSchema) },
  'PUT /api/contacts/:id': {
    summary: 'Update a contact',
    body: c.contactUpdateRequestSchema,
    ok: one(c.contactSchema),
  },
  'POST /api/contacts/import': { summary: 'Import contacts (CSV)', ok: one(c.contactImportResultSchema) },

  'GET /api/invoices': { summary: 'Invoices', query: c.invoiceListQuerySchema, ok: c.invoiceListSchema },
  'POST /api/invoices': {
    summary: 'Create an invoice',
    body: c.invoiceCreateRequestSchema,
    ok: one(c.invoiceSchema),
  },
  'GET /api/invoices/:id': { summary: 'An invoice', ok: one(c.invoiceSchema) },
  'PUT /api/invoices/:id': {
    summary: 'Update an invoice',
    body: c.invoiceUpdateRequestSchema,
    ok: one(c.invoiceSchema),
  },
  'DELETE /api/invoices/:id': { summary: 'Delete a draft invoice' },
  'GET /api/invoices/:id/activity': { summary: 'An invoice’s activity', ok: one(c.invoiceActivitySchema) },
  'POST /api/invoices/:id/add_items': {
    summary: 'Add invoice items',
    body: c.addInvoiceItemsRequestSchema,
    ok: one(c.invoiceSchema),
  },
  'PUT /api/invoices/:id/items/:itemId': {
    summary: 'Update an invoice item',
    body: c.updateInvoiceItemRequestSchema,
    ok: one(c.invoiceSchema),
  },
  'DELETE /api/invoices/:id/items/:itemId': { summary: 'Delete an invoice item', ok: one(c.invoiceSchema) },
  'POST /api/invoices/:id/email_invoice': {
    summary: 'E-mail an invoice',
    body: c.emailInvoiceRequestSchema,
    ok: one(c.emailInvoiceResultSchema),
  },
  'POST /api/invoices/:id/payments': {
    summary: 'Record a payment',
    body: c.manualPaymentRequestSchema,
    ok: one(c.recordedPaymentSchema),
  },
  'POST /api/invoices/:id/void': { summary: 'Void an invoice', ok: one(c.invoiceSchema) },
  'POST /api/invoices/import_open': {
    summary: 'Import open invoices (CSV)',
    ok: one(c.openInvoiceImportResultSchema),
  },

  'GET /api/estimates': { summary: 'Estimates', query: c.estimateListQuerySchema, ok: c.estimateListSchema },
  'POST /api/estimates': {
    summary: 'Create an estimate',
    body: c.estimateCreateRequestSchema,
    ok: one(c.estimateSchema),
  },
  'GET /api/estimates/:id': { summary: 'An estimate', ok: one(c.estimateSchema) },
  'PUT /api/estimates/:id': {
    summary: 'Update an estimate',
    body: c.estimateUpdateRequestSchema,
    ok: one(c.estimateSchema),
  },
  'DELETE /api/estimates/:id': { summary: 'Delete an estimate' },
  'POST /api/estimates/:id/add_items': {
    summary: 'Add estimate items',
    body: c.addEstimateItemsRequestSchema,
    ok: one(c.estimateSchema),
  },
  'PUT /api/estimates/:id/items/:itemId': {
    summary: 'Update an estimate item',
    body: c.updateEstimateItemRequestSchema,
    ok: one(c.estimateSchema),
  },
  'DELETE /api/estimates/:id/items/:itemId': {
    summary: 'Delete an estimate item',
    ok: one(c.estimateSchema),
  },
  'POST /api/estimates/:id/convert': {
    summary: 'Convert to an invoice',
    ok: one(c.convertEstimateResultSchema),
  },
  'POST /api/estimates/:id/email_estimate': {
    summary: 'E-mail an estimate',
    body: c.emailEstimateRequestSchema,
    ok: one(c.emailEstimateResultSchema),
  },
  'GET /api/public/estimates/:id': {
    summary: 'A public estimate',
    ok: one(c.publicEstimateSchema),
    public: true,
  },
  'POST /api/public/estimates/:id/accept': {
    summary: 'Accept an estimate',
    body: c.acceptEstimateRequestSchema,
    ok: one(c.publicEstimateSchema),
    public: true,
  },
  'POST /api/public/estimates/:id/decline': {
    summary: 'Decline an estimate',
    body: c.declineEstimateRequestSchema,
    ok: one(c.publicEstimateSchema),
    public: true,
  },
  'GET /api/public/invoices/:id': {
    summary: 'A public invoice',
    ok: one(c.publicInvoiceSchema),
    public: true,
  },

  'GET /api/credit_notes': {
    summary: 'Credit notes',
    query: c.creditNoteListQuerySchema,
    ok: c.creditNoteListSchema,
  },
  'POST /api/credit_notes': {
    summary: 'Create a credit note',
    body: c.creditNoteCreateRequestSchema,
    ok: one(c.creditNoteSchema),
  },
  'GET /api/credit_notes/:id': { summary: 'A credit note', ok: one(c.creditNoteSchema) },
  'POST /api/credit_notes/:id/refunds': {
    summary: 'Refund a credit note',
    body: c.refundCreateRequestSchema,
    ok: one(c.creditNoteSchema),
  },

  'GET /api/bills': { summary: 'Bills', query: c.billListQuerySchema, ok: c.billListSchema },
  'POST /api/bills': { summary: 'Create a bill', body: c.billCreateRequestSchema, ok: one(c.billSchema) },
  'GET /api/bills/:id': { summary: 'A bill', ok: one(c.billSchema) },
  'PUT /api/bills/:id': { summary: 'Update a bill', body: c.billUpdateRequestSchema, ok: one(c.billSchema) },
  'DELETE /api/bills/:id': { summary: 'Delete a bill' },
  'POST /api/bills/:id/payments': {
    summary: 'Pay a bill',
    body: c.billPaymentRequestSchema,
    ok: one(c.billSchema),
  },
  'POST /api/bills/:id/void': { summary: 'Void a bill', ok: one(c.billSchema) },
  'POST /api/bills/extract_from_document': {
    summary: 'Read a bill document',
    ok: one(c.billExtractionSchema),
  },
  'POST /api/bills/import_open': {
    summary: 'Import open bills (CSV)',
    ok: one(c.openBillImportResultSchema),
  },

  'GET /api/expenses': { summary: 'Expenses', query: c.expenseListQuerySchema, ok: page(c.expenseSchema) },
  'POST /api/expenses': { summary: 'Create an expense', ok: one(c.expenseSchema) },
  'GET /api/expenses/:id': { summary: 'An expense', ok: one(c.expenseSchema) },
  'PUT /api/expenses/:id': { summary: 'Update an expense', ok: one(c.expenseSchema) },
  'DELETE /api/expenses/:id': { summary: 'Delete an expense' },
  'GET /api/expenses/defaults': { summary: 'Expense form defaults', ok: one(c.expenseDefaultsSchema) },
  'POST /api/expenses/extract_from_receipt': { summary: 'Read a receipt', ok: one(c.receiptReadingSchema) },
  'POST /api/expenses/read_mpesa_message': {
    summary: 'Read an M-Pesa message',
    body: c.mpesaMessageRequestSchema,
    ok: one(c.mpesaMessageSuggestionSchema),
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
    ok: one(c.priceListImportResultSchema),
  },

  'GET /api/projects': { summary: 'Projects', query: c.projectListQuerySchema, ok: page(c.projectSchema) },
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
    summary: 'Time entries',
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
  'GET /api/time_entries/running': { summary: 'The running timer', ok: one(c.runningTimeEntrySchema) },
  'POST /api/time_entries/start': {
    summary: 'Start a timer',
    body: c.timerStartRequestSchema,
    ok: one(c.timeEntrySchema),
  },
  'POST /api/time_entries/stop': { summary: 'Stop the timer', ok: one(c.timeEntrySchema) },

  'GET /api/recurring_invoices': {
    summary: 'Recurring invoices',
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
    summary: 'Journal entries',
    query: c.journalEntryListQuerySchema,
    ok: c.journalEntryListSchema,
  },
  'POST /api/journal_entries': {
    summary: 'Post a journal entry',
    body: c.journalEntryCreateRequestSchema,
    ok: one(c.journalEntrySchema),
  },
  'GET /api/journal_entries/:id': { summary: 'A journal entry', ok: one(c.journalEntrySchema) },
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
  'GET /api/reports/dashboard': { summary: 'Dashboard', ok: one(c.dashboardSchema) },
  'GET /api/reports/general_ledger': {
    summary: 'General ledger',
    query: c.generalLedgerQuerySchema,
    ok: one(c.generalLedgerSchema),
  },
  'GET /api/reports/payables_aging': {
    summary: 'Payables aging',
    query: c.asOfQuerySchema,
    ok: one(c.agingSchema),
  },
  'GET /api/reports/profit_and_loss': {
    summary: 'Profit and loss',
    query: c.profitAndLossQuerySchema,
    ok: one(c.profitAndLossSchema),
  },
  'GET /api/reports/receivables_aging': {
    summary: 'Receivables aging',
    query: c.asOfQuerySchema,
    ok: one(c.agingSchema),
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

  'GET /api/etims/codes': {
    summary: 'eTIMS code list',
    query: c.etimsCodeQuerySchema,
    ok: c.etimsCodeListResponseSchema,
  },
  'GET /api/etims/item_classes': {
    summary: 'eTIMS item classes',
    query: c.etimsItemClassQuerySchema,
    ok: c.etimsItemClassListResponseSchema,
  },
  'POST /api/etims/initialize': {
    summary: 'Initialise the eTIMS device',
    body: c.etimsSettingsInputSchema,
    ok: one(c.etimsInitializeResponseSchema),
  },
  'POST /api/etims/purchases/pull': {
    summary: 'Pull purchases from KRA',
    ok: one(c.etimsPurchasePullSchema),
  },

  'GET /api/jobs': { summary: 'Background jobs', query: c.jobListQuerySchema, ok: c.jobListSchema },
  'POST /api/jobs/:id/retry': { summary: 'Retry a job', ok: one(c.jobSchema) },
  'GET /api/outbox': { summary: 'Outbox', ok: all(c.outboxMessageSchema) },
  'GET /api/outbox/:id': { summary: 'An outbox message', ok: one(c.outboxMessageSchema) },

  'POST /api/payments/initialize_paystack': {
    summary: 'Start a Paystack payment',
    body: c.initializePaystackRequestSchema,
    ok: one(c.initializePaystackResultSchema),
    public: true,
  },
  'GET /api/payments/verify/:reference': {
    summary: 'Verify a payment',
    ok: one(c.paymentVerificationSchema),
    public: true,
  },
  'POST /api/payments/mpesa/charge': {
    summary: 'Prompt an M-Pesa payment',
    body: c.mpesaChargeRequestSchema,
    ok: one(c.mpesaChargeResultSchema),
    public: true,
  },
  'GET /api/mpesa/unmatched': {
    summary: 'Unmatched M-Pesa payments',
    query: c.unmatchedMpesaListQuerySchema,
    ok: page(c.unmatchedMpesaPaymentSchema),
  },
  'POST /api/mpesa/unmatched/:id/assign': {
    summary: 'Assign an M-Pesa payment',
    body: c.assignMpesaPaymentRequestSchema,
    ok: one(c.unmatchedMpesaPaymentSchema),
  },
};

/** Routes that answer no contract JSON, each with why it is not in the table. */
export const nonJsonRoutes: Record<string, string> = {
  'GET /api/invoices/:id/pdf': 'answers a PDF',
  'GET /api/estimates/:id/pdf': 'answers a PDF',
  'GET /api/credit_notes/:id/pdf': 'answers a PDF',
  'GET /api/public/invoices/:id/kra-qr.svg': 'answers an SVG image',
  'GET /api/bills/:id/attachment': 'answers the stored file',
  'GET /api/expenses/:id/attachment': 'answers the stored file',
  'GET /api/reports/vat_schedules': 'answers KRA’s CSV schedules',
  'POST /api/payments/paystack/webhook': 'a webhook in Paystack’s format',
  'POST /api/mpesa/c2b/:token/confirmation': 'a webhook in Safaricom’s format',
  'POST /api/mpesa/c2b/:token/validation': 'a webhook in Safaricom’s format',
  'POST /api/paybill/:token/confirmation': 'a webhook in Safaricom’s format',
  'POST /api/paybill/:token/validation': 'a webhook in Safaricom’s format',
  'POST /api/paybill/:token/stk-callback': 'a webhook in Safaricom’s format',
  'GET /api/openapi.json': 'the OpenAPI document itself',
  'GET /api/docs': 'answers HTML',
};

/** The test-only Paystack stand-in (registered with the fake Paystack), not part of the contract. */
export const isTestOnlyRoute = (key: string) => key.includes(' /api/test-paystack/');
