import { z } from 'zod';
import { LEDGER_ACCOUNT_TYPES, ledgerAccountSchema } from './expenses.ts';
import { queryFlag, requiredText } from './fields.ts';
import type { PAYMENT_METHODS } from './invoices.ts';
import { updateFieldsOf } from './update.ts';

/**
 * The chart of accounts: GET /ledger_accounts answers every account with its number, whether it is a system
 * account (the posting rules post to it: renamed at will, never renumbered, retyped, archived or deleted),
 * whether it is archived, and its balance (debit-positive for assets and expenses, credit-positive otherwise).
 */
export const chartAccountSchema = ledgerAccountSchema.extend({
  number: z.string(),
  system: z.boolean(),
  archived: z.boolean(),
  balance: z.number(),
});
export type ChartAccount = z.infer<typeof chartAccountSchema>;

const accountTypeField = z.enum(LEDGER_ACCOUNT_TYPES, {
  error: 'Account type must be one of asset, liability, equity, income, expense',
});

/** GET /ledger_accounts: `type?` (one account type), `include_archived?` (false: archived accounts left out). */
export const ledgerAccountListQuerySchema = z.object({
  type: accountTypeField.optional(),
  include_archived: queryFlag('Include archived').optional(),
});
export type LedgerAccountListQuery = z.input<typeof ledgerAccountListQuerySchema>;

/** An account number: digits only, at most 10 (`4000`, `6150`). */
const accountNumberField = requiredText('Number', 10).regex(/^\d+$/, 'Number must be digits only');
const accountNameField = requiredText('Name', 100);

/** POST /ledger_accounts: `{ledger_account:{number, name, account_type}}`. */
const ledgerAccountFields = {
  number: accountNumberField,
  name: accountNameField,
  account_type: accountTypeField,
};
export const ledgerAccountCreateRequestSchema = z.object({ ledger_account: z.object(ledgerAccountFields) });
export type LedgerAccountCreateRequest = z.input<typeof ledgerAccountCreateRequestSchema>;

/**
 * PUT /ledger_accounts/{id}: `{ledger_account:{number?, name?, archived?}}`. `account_type` is read only to
 * refuse a change of it (an account is never retyped).
 */
export const ledgerAccountUpdateRequestSchema = z.object({
  ledger_account: z.object({
    ...updateFieldsOf(ledgerAccountFields),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
  }),
});
export type LedgerAccountUpdateRequest = z.input<typeof ledgerAccountUpdateRequestSchema>;

/** The account a payment's money moves through, by its method (the number of a system money account). */
export const PAYMENT_METHOD_ACCOUNT_NUMBER = {
  cash: '1000',
  bank_transfer: '1100',
  other: '1100',
  mpesa: '1300',
  paystack: '1310',
} as const satisfies Record<(typeof PAYMENT_METHODS)[number], string>;

/** The system accounts money sits in: 1000 Cash, 1100 Bank, 1300 M-Pesa, 1310 Paystack clearing. */
export const MONEY_SYSTEM_ACCOUNT_NUMBERS: readonly string[] = ['1000', '1100', '1300', '1310'];

/**
 * Where money sits (what an expense or a bill is paid from, Home's cash): the system money accounts and the
 * owner's own asset accounts numbered 10…, 11… or 13…, while not archived.
 */
export function isMoneyAccount(
  account: Pick<ChartAccount, 'number' | 'account_type' | 'system' | 'archived'>,
): boolean {
  return (
    account.account_type === 'asset' &&
    !account.archived &&
    (MONEY_SYSTEM_ACCOUNT_NUMBERS.includes(account.number) ||
      (!account.system && /^1[013]/.test(account.number)))
  );
}
