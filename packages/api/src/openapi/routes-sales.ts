import * as c from '@daftari/contracts';
import { importQuerySchema } from '../http/csv-import/form.ts';
import { csvImportForm, one, page, type RouteSchemas } from './route-kit.ts';

/** Contacts, invoices, estimates, credit notes and their public pages. */
export const salesRoutes: Record<string, RouteSchemas> = {
  'GET /api/contacts': {
    summary: 'Contacts (format=csv: every matching row as CSV)',
    query: c.contactListQuerySchema,
    ok: page(c.contactSchema),
  },
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
  'GET /api/contacts/:id/statement': {
    summary: 'A contact’s statement of account (format=pdf: the PDF)',
    query: c.contactStatementQuerySchema,
    ok: one(c.contactStatementSchema),
  },
  'POST /api/contacts/:id/statement/email': {
    summary: 'E-mail a contact’s statement of account (PDF attached)',
    body: c.emailContactStatementRequestSchema,
    ok: one(c.emailContactStatementResultSchema),
  },
  'POST /api/contacts/import': {
    summary: 'Import contacts (CSV)',
    query: importQuerySchema,
    form: csvImportForm,
    ok: one(c.contactImportResultSchema),
  },

  'POST /api/invoices/bulk': {
    summary: 'Send, or mark sent, several invoices (each as its own route does)',
    body: c.documentBulkRequestSchema,
    ok: one(c.bulkResultSchema),
  },
  'GET /api/invoices': {
    summary: 'Invoices (format=csv: every matching row as CSV)',
    query: c.invoiceListQuerySchema,
    ok: c.invoiceListSchema,
  },
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
  'GET /api/invoices/:id/activity': { summary: 'An invoice’s activity', ok: c.invoiceActivitySchema },
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
    ok: one(c.invoiceSchema),
  },
  'POST /api/invoices/:id/void': { summary: 'Void an invoice', ok: one(c.invoiceSchema) },
  'POST /api/invoices/import_open': {
    summary: 'Import open invoices (CSV)',
    query: importQuerySchema,
    form: csvImportForm,
    ok: one(c.openInvoiceImportResultSchema),
  },

  'POST /api/estimates/bulk': {
    summary: 'Send, or mark sent, several estimates (each as its own route does)',
    body: c.documentBulkRequestSchema,
    ok: one(c.bulkResultSchema),
  },
  'GET /api/estimates': {
    summary: 'Estimates (format=csv: every matching row as CSV)',
    query: c.estimateListQuerySchema,
    ok: c.estimateListSchema,
  },
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
    summary: 'Credit notes (format=csv: every matching row as CSV)',
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
};
