import { z } from 'zod';
import {
  BANK_LINE_VAT_OPTIONS,
  bookingContactField,
  bookingLedgerAccountField,
  bookingVatField,
} from './banking.ts';
import { MAX_INT4, requiredText } from './fields.ts';
import { updateFieldsOf } from './update.ts';

// The owner's rules for statement lines (GET/POST/PUT/DELETE /bank_rules).

export const BANK_RULE_FIELDS = [
  'description',
  'counterparty',
  'reference',
  'account_ref',
  'amount',
] as const;
export const BANK_RULE_OPS = ['contains', 'equals', 'starts_with', 'gt', 'lt'] as const;
export const BANK_RULE_ACTION_KINDS = ['expense', 'income', 'transfer', 'exclude'] as const;

const ruleConditionSchema = z
  .object({
    field: z.enum(BANK_RULE_FIELDS, { error: `Field must be one of ${BANK_RULE_FIELDS.join(', ')}` }),
    op: z.enum(BANK_RULE_OPS, { error: `Op must be one of ${BANK_RULE_OPS.join(', ')}` }),
    value: requiredText('Value', 200),
  })
  .refine(
    (condition) =>
      condition.field !== 'amount' || /^-?\d{1,12}(\.\d{1,2})?$/.test(condition.value.replace(/,/g, '')),
    { error: 'An amount condition takes a number', path: ['value'] },
  )
  .refine(
    (condition) =>
      (condition.field === 'amount') === ['equals', 'gt', 'lt'].includes(condition.op) ||
      condition.op === 'equals',
    {
      error: 'An amount is compared by equals, gt or lt; text by contains, equals or starts_with',
      path: ['op'],
    },
  );

const ruleActionSchema = z
  .object({
    kind: z.enum(BANK_RULE_ACTION_KINDS, {
      error: `Kind must be one of ${BANK_RULE_ACTION_KINDS.join(', ')}`,
    }),
    ledger_account_id: bookingLedgerAccountField.nullable().optional(),
    contact_id: bookingContactField.nullable().optional(),
    vat: bookingVatField.nullable().optional(),
  })
  .refine((action) => action.kind === 'exclude' || typeof action.ledger_account_id === 'number', {
    error: 'Ledger account is required',
    path: ['ledger_account_id'],
  });

const bankRuleFields = {
  name: requiredText('Name', 100),
  ledger_account_id: bookingLedgerAccountField.nullable().default(null),
  direction: z.enum(['in', 'out', 'any'], { error: 'Direction must be in, out or any' }).default('any'),
  conditions: z
    .array(ruleConditionSchema, { error: 'conditions must be a list' })
    .min(1, 'Give at least one condition')
    .max(20, 'Give at most 20 conditions'),
  match: z.enum(['all', 'any'], { error: 'Match must be all or any' }).default('all'),
  action: ruleActionSchema,
  position: z.number({ error: 'Position must be a number' }).int().min(0).max(MAX_INT4).optional(),
};

/**
 * A rule for statement lines: on one money account (or null: all), lines of a direction whose fields meet its
 * conditions (all of them, or any) are booked by its action; rules run in `position` order on every import.
 */
export const bankRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ledger_account_id: z.number().int().nullable(),
  direction: z.enum(['in', 'out', 'any']),
  conditions: z.array(
    z.object({ field: z.enum(BANK_RULE_FIELDS), op: z.enum(BANK_RULE_OPS), value: z.string() }),
  ),
  match: z.enum(['all', 'any']),
  action: z.object({
    kind: z.enum(BANK_RULE_ACTION_KINDS),
    ledger_account_id: z.number().int().nullable().optional(),
    contact_id: z.number().int().nullable().optional(),
    vat: z.enum(BANK_LINE_VAT_OPTIONS).nullable().optional(),
  }),
  position: z.number().int(),
  hits: z.number().int(),
});
export type BankRule = z.infer<typeof bankRuleSchema>;

/** POST /bank_rules: `{bank_rule:{name, ledger_account_id?, direction?, conditions, match?, action, position?}}`. */
export const bankRuleCreateRequestSchema = z.object({
  bank_rule: z.object(bankRuleFields, { error: 'bank_rule is required' }),
});
export type BankRuleInput = z.output<typeof bankRuleCreateRequestSchema>['bank_rule'];

/** PUT /bank_rules/{id}: `{bank_rule:{...}}`, the fields given changed, the others kept. */
export const bankRuleUpdateRequestSchema = z.object({
  bank_rule: z.object(updateFieldsOf(bankRuleFields), { error: 'bank_rule is required' }),
});
export type BankRuleChange = z.output<typeof bankRuleUpdateRequestSchema>['bank_rule'];
