import {
  bankRuleSchema,
  moneyAccountSchema,
  pageMetaSchema,
  payoutImportResultSchema,
  paystackPayoutSchema,
  reconciliationSchema,
  statementLineSchema,
  statementLineSummarySchema,
  type statementPreviewSchema,
  statementSchema,
} from '@daftari/contracts';
import { z } from 'zod';

/** The envelopes the API answers the banking routes in; the shapes inside them are packages/contracts'. */
export const bankLinePageSchema = z.object({
  data: z.array(statementLineSchema),
  meta: pageMetaSchema,
  summary: statementLineSummarySchema,
});
export type BankLinePage = z.infer<typeof bankLinePageSchema>;

export const moneyAccountList = z.object({ data: z.array(moneyAccountSchema) });
export const moneyAccountEnvelope = z.object({ data: moneyAccountSchema });
export const statementEnvelope = z.object({ data: statementSchema });
export type StatementPreview = z.infer<typeof statementPreviewSchema>;
export const lineEnvelope = z.object({ data: statementLineSchema });
export const bulkEnvelope = z.object({ data: z.object({ changed: z.number().int() }) });
export const ruleList = z.object({ data: z.array(bankRuleSchema) });
export const ruleEnvelope = z.object({ data: bankRuleSchema });
export const reconciliationEnvelope = z.object({ data: reconciliationSchema });
export const reconciliationList = z.object({ data: z.array(reconciliationSchema) });
export const payoutPage = z.object({ data: z.array(paystackPayoutSchema), meta: pageMetaSchema });
export const payoutResultEnvelope = z.object({ data: payoutImportResultSchema });
