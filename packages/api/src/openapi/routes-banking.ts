import * as c from '@daftari/contracts';
import { z } from 'zod';
import { all, jsonField, one, page, type RouteSchemas, uploadedFile } from './route-kit.ts';

const lineList = z.object({
  data: z.array(c.statementLineSchema),
  meta: c.pageMetaSchema,
  summary: c.statementLineSummarySchema,
});
/** A statement imported (201), or a dry run's preview (200): one answer schema covers both. */
const statementImport = z.union([one(c.statementSchema), c.statementPreviewSchema]);

/** Money accounts, statements, their lines and reconciliations. */
export const bankingRoutes: Record<string, RouteSchemas> = {
  'GET /api/bank_accounts': { summary: 'Money accounts', ok: all(c.moneyAccountSchema) },
  'POST /api/bank_accounts': {
    summary: 'Add a money account',
    body: c.bankAccountCreateRequestSchema,
    ok: one(c.moneyAccountSchema),
  },
  'PUT /api/bank_accounts/:id': {
    summary: 'Update a money account',
    body: c.bankAccountUpdateRequestSchema,
    ok: one(c.moneyAccountSchema),
  },
  'POST /api/bank_accounts/:id/statements': {
    summary: 'Import a statement (multipart)',
    form: z.object({
      file: uploadedFile(
        'The statement: M-PESA PDF or business export, a bank CSV or XLSX, OFX/QFX; at most 10 MB',
      ),
      password: z.string().optional().meta({ description: 'The password of an encrypted PDF' }),
      format: z.enum(c.STATEMENT_FORMATS).optional(),
      mapping: jsonField(
        'For a CSV: which header holds date, description, reference, amount or paid_in and withdrawn, balance, and the date format',
      ).optional(),
      dry_run: z
        .enum(['true', 'false'])
        .optional()
        .meta({ description: 'Read and preview only; nothing is stored' }),
    }),
    ok: statementImport,
  },
  'GET /api/bank_accounts/:id/statements': {
    summary: 'Statements of a money account',
    query: c.statementListQuerySchema,
    ok: page(c.statementSchema),
  },
  'DELETE /api/statements/:id': { summary: 'Delete a statement and its lines' },
  'GET /api/bank_lines': { summary: 'Statement lines', query: c.statementLineListQuerySchema, ok: lineList },
  'POST /api/bank_lines/:id/match': {
    summary: 'Match a line',
    body: c.statementLineMatchRequestSchema,
    ok: one(c.statementLineSchema),
  },
  'POST /api/bank_lines/:id/create': {
    summary: 'Book a line as an expense, income or a transfer',
    body: c.statementLineCreateRequestSchema,
    ok: one(c.statementLineSchema),
  },
  'POST /api/bank_lines/:id/decline': {
    summary: 'Decline a suggestion: never suggested again',
    body: c.statementLineDeclineRequestSchema,
    ok: one(c.statementLineSchema),
  },
  'POST /api/bank_lines/bulk': {
    summary: 'Accept the best suggestion of, or exclude, several lines',
    body: c.statementLineBulkRequestSchema,
    ok: one(z.object({ changed: z.number().int() })),
  },
  'GET /api/bank_rules': { summary: 'Rules for statement lines', ok: all(c.bankRuleSchema) },
  'POST /api/bank_rules': {
    summary: 'Add a rule',
    body: c.bankRuleCreateRequestSchema,
    ok: one(c.bankRuleSchema),
  },
  'GET /api/bank_rules/:id': { summary: 'A rule', ok: one(c.bankRuleSchema) },
  'PUT /api/bank_rules/:id': {
    summary: 'Change a rule',
    body: c.bankRuleUpdateRequestSchema,
    ok: one(c.bankRuleSchema),
  },
  'DELETE /api/bank_rules/:id': { summary: 'Delete a rule' },
  'POST /api/bank_rules/:id/apply': {
    summary: 'Run a rule over the open lines now',
    ok: one(z.object({ matched: z.number().int() })),
  },
  'POST /api/bank_lines/:id/exclude': { summary: 'Exclude a line', ok: one(c.statementLineSchema) },
  'POST /api/bank_lines/:id/include': { summary: 'Include a line again', ok: one(c.statementLineSchema) },
  'POST /api/bank_lines/:id/unmatch': { summary: 'Unmatch a line', ok: one(c.statementLineSchema) },
  'POST /api/bank_accounts/:id/reconciliations': {
    summary: 'Start a reconciliation',
    body: c.reconciliationCreateRequestSchema,
    ok: one(c.reconciliationSchema),
  },
  'GET /api/bank_accounts/:id/reconciliations': {
    summary: 'Reconciliations of a money account',
    query: c.reconciliationListQuerySchema,
    ok: page(c.reconciliationSchema),
  },
  'POST /api/reconciliations/:id/complete': {
    summary: 'Complete a reconciliation',
    ok: one(c.reconciliationSchema),
  },
  'POST /api/reconciliations/:id/undo': { summary: 'Undo a reconciliation', ok: one(c.reconciliationSchema) },
  'POST /api/bank_accounts/:id/payouts/sync': {
    summary: "Read a Paystack account's payouts from Paystack and post the new ones",
    body: c.payoutSyncRequestSchema,
    ok: one(c.payoutImportResultSchema),
  },
  'POST /api/bank_accounts/:id/payouts': {
    summary: "Import Paystack's settlements export (multipart) and post the new payouts",
    form: z.object({
      file: uploadedFile('The settlements export from the Paystack dashboard (CSV); at most 10 MB'),
      bank_account_id: z
        .string()
        .optional()
        .meta({ description: 'The bank money account the payouts were paid into (remembered)' }),
    }),
    ok: one(c.payoutImportResultSchema),
  },
  'GET /api/bank_accounts/:id/payouts': {
    summary: 'Payouts of a Paystack account',
    query: c.payoutListQuerySchema,
    ok: page(c.paystackPayoutSchema),
  },
  'DELETE /api/payouts/:id': { summary: 'Undo a payout: its posting reversed, its deposit let go' },
};
