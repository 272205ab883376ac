import * as c from '@daftari/contracts';
import { z } from 'zod';
import { all, one, page, type RouteSchemas, uploadedFile } from './route-kit.ts';
import { bankingRoutes } from './routes-banking.ts';
import { booksRoutes } from './routes-books.ts';
import { salesRoutes } from './routes-sales.ts';

export type { RouteSchemas } from './route-kit.ts';

/**
 * Every JSON route of /api, keyed `METHOD /path` as Fastify registers it. The OpenAPI document is built from
 * it, and the test suite checks every answer against it (answer-check.ts).
 */
export const routeTable: Record<string, RouteSchemas> = {
  'GET /api/health': { summary: 'Health', ok: one(c.healthSchema), public: true },
  'GET /api/health/live': { summary: 'Liveness', ok: one(c.healthSchema), public: true },
  'GET /api/health/ready': { summary: 'Readiness', ok: one(c.readinessSchema), public: true },
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
  'PUT /api/users/current': {
    summary: 'Choose the business requests work in',
    body: c.currentUserUpdateRequestSchema,
    ok: c.currentUserEnvelopeSchema,
  },
  'POST /api/users/current/totp': { summary: 'Start two-step sign-in', ok: c.totpSetupSchema },
  'POST /api/users/current/totp/enable': {
    summary: 'Turn on two-step sign-in',
    body: c.totpCodeRequestSchema,
    ok: c.totpEnabledSchema,
  },
  'DELETE /api/users/current/totp': { summary: 'Turn off two-step sign-in', body: c.totpCodeRequestSchema },
  'GET /api/memberships': { summary: 'The team', ok: all(c.membershipSchema) },
  'GET /api/memberships/:id': { summary: 'A member', ok: one(c.membershipSchema) },
  'POST /api/memberships': {
    summary: 'Invite a member',
    body: c.membershipCreateRequestSchema,
    ok: one(c.membershipSchema),
  },
  'PUT /api/memberships/:id': {
    summary: 'Change a member’s role',
    body: c.membershipUpdateRequestSchema,
    ok: one(c.membershipSchema),
  },
  'DELETE /api/memberships/:id': { summary: 'Remove a member' },
  'GET /api/invitations/:token': { summary: 'An invitation', ok: one(c.invitationSchema), public: true },
  'POST /api/invitations/:token/accept': {
    summary: 'Accept an invitation',
    body: z.union([c.invitationAcceptRequestSchema, c.invitationAcceptExistingRequestSchema]),
    ok: c.currentUserEnvelopeSchema,
    public: true,
  },
  'PUT /api/users/current/password': { summary: 'Change password', body: c.passwordChangeRequestSchema },
  'POST /api/password_resets': {
    summary: 'Ask for a password reset',
    body: c.passwordResetRequestSchema,
    ok: c.passwordResetAnswerSchema,
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
  'PUT /api/account/logo': {
    summary: 'Upload the logo (multipart; answers the account)',
    form: z.object({ file: uploadedFile('The logo: PNG, JPEG or SVG, at most 1 MB') }),
    ok: one(c.accountSchema),
  },
  'DELETE /api/account/logo': { summary: 'Remove the logo (answers the account)', ok: one(c.accountSchema) },
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
  'GET /api/account/paystack': {
    summary: 'The business’s own Paystack keys',
    ok: one(c.paystackSettingsSchema),
  },
  'PUT /api/account/paystack': {
    summary: 'Store the business’s own Paystack keys',
    body: c.paystackSettingsRequestSchema,
    ok: one(c.paystackSettingsSchema),
  },
  'DELETE /api/account/paystack': {
    summary: 'Remove the business’s Paystack keys (the instance’s default again)',
    ok: one(c.paystackSettingsSchema),
  },
  'POST /api/account/paystack/test': {
    summary: 'Test the business’s Paystack key (GET /balance)',
    ok: one(c.providerTestResultSchema),
  },
  'GET /api/account/smtp': { summary: 'The business’s own SMTP server', ok: one(c.smtpSettingsSchema) },
  'PUT /api/account/smtp': {
    summary: 'Store the business’s own SMTP server',
    body: c.smtpSettingsRequestSchema,
    ok: one(c.smtpSettingsSchema),
  },
  'DELETE /api/account/smtp': {
    summary: 'Remove the business’s SMTP server (the instance’s default again)',
    ok: one(c.smtpSettingsSchema),
  },
  'POST /api/account/smtp/test': {
    summary: 'Test the business’s SMTP server (connect and sign in)',
    ok: one(c.providerTestResultSchema),
  },

  ...salesRoutes,
  ...booksRoutes,
  ...bankingRoutes,
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
  'POST /api/account/etims/initialize': {
    summary: 'Initialise the eTIMS device (answers the account)',
    ok: one(c.accountSchema).extend({ message: z.string().optional() }),
  },
  'POST /api/etims/initialize': {
    summary: 'Initialise the eTIMS device',
    body: c.etimsSettingsInputSchema,
    ok: c.etimsInitializeResponseSchema,
  },
  'POST /api/etims/purchases/pull': {
    summary: 'Pull purchases from KRA',
    ok: c.etimsPurchasePullSchema,
  },

  'GET /api/jobs': { summary: 'Background jobs', query: c.jobListQuerySchema, ok: c.jobListSchema },
  'POST /api/jobs/:id/retry': { summary: 'Retry a job', ok: one(c.jobSchema) },
  'POST /api/exports': { summary: 'Export the whole business (a ZIP)', ok: one(c.businessExportSchema) },
  'GET /api/exports/:id': { summary: 'An export', ok: one(c.businessExportSchema) },
  'POST /api/imports': {
    summary: 'Import an export into this empty business',
    form: z.object({ file: uploadedFile('The ZIP of an export') }),
    ok: one(c.businessImportSchema),
  },
  'GET /api/imports/:id': { summary: 'An import', ok: one(c.businessImportSchema) },
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
  'GET /api/search': {
    summary: 'Search contacts, invoices, estimates, bills, expenses and payments',
    query: c.searchQuerySchema,
    ok: c.searchResultsSchema,
  },
  'GET /api/audit_events': {
    summary: 'The audit trail (format=csv: every matching event as CSV)',
    query: c.auditEventListQuerySchema,
    ok: c.auditEventListSchema,
  },
  'GET /api/audit_events/verify': { summary: 'Verify the audit chain', ok: c.auditVerificationSchema },
  ...Object.fromEntries(
    c.AUDIT_HISTORY_DOCUMENTS.map((documents) => [
      `GET /api/${documents}/:id/history`,
      {
        summary: `A document's history (${documents})`,
        query: c.auditHistoryQuerySchema,
        ok: c.auditEventListSchema,
      },
    ]),
  ),
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
  'GET /api/invoices/pdfs': 'answers a ZIP of the invoices’ PDFs',
  'GET /api/estimates/pdfs': 'answers a ZIP of the estimates’ PDFs',
  'GET /api/credit_notes/:id/pdf': 'answers a PDF',
  'GET /api/payments/:id/receipt': 'answers a PDF',
  'GET /api/public/invoices/:id/pdf': 'answers a PDF',
  'GET /api/public/invoices/:id/payments/:paymentId/receipt': 'answers a PDF',
  'GET /api/public/invoices/:id/kra-qr.svg': 'answers an SVG image',
  'GET /api/account/logo': 'answers the logo image',
  'GET /api/bills/:id/attachment': 'answers the stored file',
  'GET /api/bill_payments/:id/receipt': 'answers a PDF',
  'GET /api/exports/:id/download': 'answers the export’s ZIP',
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
