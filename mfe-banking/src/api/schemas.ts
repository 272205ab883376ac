import {
  moneyAccountSchema,
  pageMetaSchema,
  reconciliationSchema,
  STATEMENT_MATCH_KINDS,
  statementLineSchema,
  statementLineSummarySchema,
  statementPreviewSchema,
  statementSchema,
} from '@daftari/contracts';
import { z } from 'zod';

/**
 * The shapes of money-contract.md sections 13–14 that packages/contracts does not hold yet (suggestions,
 * rules, the create and bulk bodies). Written to the contract's text; they move into packages/contracts when
 * the API's routes for them land there, and this file then re-exports those.
 */
export const suggestionSchema = z.object({
  kind: z.enum(STATEMENT_MATCH_KINDS),
  ids: z.array(z.string()),
  amount: z.number(),
  confidence: z.number(),
  reasons: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A line as the inbox reads it: the contract's line, with the suggestions section 13 gives it. */
export const bankLineSchema = statementLineSchema.extend({ suggestions: z.array(suggestionSchema) });
export type BankLine = z.infer<typeof bankLineSchema>;

export const bankLinePageSchema = z.object({
  data: z.array(bankLineSchema),
  meta: pageMetaSchema,
  summary: statementLineSummarySchema,
});
export type BankLinePage = z.infer<typeof bankLinePageSchema>;

export const RULE_FIELDS = ['description', 'counterparty', 'reference', 'account_ref', 'amount'] as const;
export const RULE_OPS = ['contains', 'equals', 'starts_with', 'gt', 'lt'] as const;
export const RULE_ACTIONS = ['expense', 'income', 'transfer', 'exclude'] as const;
export const RULE_DIRECTIONS = ['in', 'out', 'any'] as const;

const ruleConditionSchema = z.object({
  field: z.enum(RULE_FIELDS),
  op: z.enum(RULE_OPS),
  value: z.string().trim().min(1, 'Value is required').max(200),
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const ruleFields = {
  name: z.string().trim().min(1, 'Name is required').max(100),
  ledger_account_id: z.number().int().nullable(),
  direction: z.enum(RULE_DIRECTIONS),
  conditions: z.array(ruleConditionSchema).min(1, 'Add at least one condition'),
  match: z.enum(['all', 'any']),
  action: z.object({
    kind: z.enum(RULE_ACTIONS),
    ledger_account_id: z.number().int().nullable().optional(),
    contact_id: z.number().int().nullable().optional(),
    vat: z.enum(['Standard', 'Exempt', 'Zero']).nullable().optional(),
  }),
};

export const bankRuleInputSchema = z.object(ruleFields);
export type BankRuleInput = z.infer<typeof bankRuleInputSchema>;

export const bankRuleSchema = z.object({
  ...ruleFields,
  id: z.number().int(),
  position: z.number().int(),
  hits: z.number().int(),
});
export type BankRule = z.infer<typeof bankRuleSchema>;

export const moneyAccountList = z.object({ data: z.array(moneyAccountSchema) });
export const moneyAccountEnvelope = z.object({ data: moneyAccountSchema });
export const statementEnvelope = z.object({ data: statementSchema });
export const previewEnvelope = statementPreviewSchema.extend({
  preview: z.array(bankLineSchema.omit({ id: true, statement_id: true })),
});
export type StatementPreview = z.infer<typeof previewEnvelope>;
export const lineEnvelope = z.object({ data: bankLineSchema });
export const bulkEnvelope = z.object({ data: z.object({ changed: z.number().int() }) });
export const ruleList = z.object({ data: z.array(bankRuleSchema) });
export const ruleEnvelope = z.object({ data: bankRuleSchema });
export const reconciliationEnvelope = z.object({ data: reconciliationSchema });
export const reconciliationList = z.object({ data: z.array(reconciliationSchema) });
