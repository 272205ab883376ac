import type { Account, AccountUpdate, Role } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import type { InvoiceBusiness } from '../../adapters/pdf/document-pdf.ts';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import {
  type EtimsEnvironment,
  etimsSettingsRow,
  toEtimsSettings,
  updateEtimsSettings,
} from '../etims/index.ts';
import { type AccountUsage, accountUsage } from './usage.ts';

type AccountRow = typeof accounts.$inferSelect;

/** Contract field name → column, for the editable fields of PUT /account. */
const editableColumns = {
  name: 'name',
  currency: 'currency',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  country: 'country',
  phone: 'phone',
  email: 'email',
  tax_pin: 'taxPin',
  bank_name: 'bankName',
  bank_account_name: 'bankAccountName',
  bank_account_number: 'bankAccountNumber',
  bank_branch: 'bankBranch',
  bank_sort_code: 'bankSortCode',
  mpesa_paybill: 'mpesaPaybill',
  lock_date: 'lockDate',
  time_zone: 'timeZone',
  require_two_step: 'requireTwoStep',
} as const satisfies Record<
  Exclude<keyof AccountUpdate, 'reminders' | 'rotate_mpesa_token' | 'etims'>,
  keyof AccountRow
>;

/** The business's address, contact, tax and payment details: what its invoices print under its name. */
export type BusinessDetails = Omit<
  Account,
  'id' | 'name' | 'currency' | 'mpesa_c2b_token' | keyof AccountUsage
>;

export function businessDetails(row: AccountRow): BusinessDetails {
  return {
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    tax_pin: row.taxPin,
    bank_name: row.bankName,
    bank_account_name: row.bankAccountName,
    bank_account_number: row.bankAccountNumber,
    bank_branch: row.bankBranch,
    bank_sort_code: row.bankSortCode,
    mpesa_paybill: row.mpesaPaybill,
    lock_date: row.lockDate,
    time_zone: row.timeZone,
    reminders: { enabled: row.remindersEnabled, steps: row.reminderSteps },
  };
}

/** The account's row; 404 when there is none. */
export async function accountRow(db: Db, accountId: number): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The business as its documents (invoices, estimates) print it: its name and details. */
export async function documentBusiness(db: Db, accountId: number): Promise<InvoiceBusiness> {
  const row = await accountRow(db, accountId);
  return { name: row.name, ...businessDetails(row) };
}

/**
 * The signed-in user's account as the contract shows it to `role`; `environment`: where this process's eTIMS
 * calls go. The paybill's C2B token is an M-Pesa key: only an owner sees it.
 */
export async function getAccount(
  db: Db,
  accountId: number,
  environment: EtimsEnvironment,
  role: Role,
): Promise<Account> {
  const row = await accountRow(db, accountId);
  const usage = await accountUsage(db, accountId);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    ...usage,
    ...businessDetails(row),
    ...(role === 'owner' ? { mpesa_c2b_token: row.mpesaC2bToken } : {}),
    require_two_step: row.requireTwoStep,
    etims: toEtimsSettings(await etimsSettingsRow(db, accountId), environment),
  };
}

/**
 * Two-step sign-in may be required of owners and accountants only by an owner who signs in with it: else
 * the owner would be shut out until setting it up.
 */
export async function checkTwoStepRule(db: Db, userId: number, update: AccountUpdate): Promise<void> {
  if (update.require_two_step !== true) return;
  const [user] = await db
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.enabledAt)
    throw invalidField('require_two_step', 'Turn on your own two-step sign-in before requiring it');
}

/**
 * Applies the given fields (absent ones stay, null clears); `keySecret` seals the eTIMS credentials given
 * (the routes' eTIMS key; the demo sets none).
 */
export async function updateAccount(
  db: Db,
  accountId: number,
  update: AccountUpdate,
  keySecret: Buffer | null = null,
): Promise<void> {
  const changes: Partial<AccountRow> = {};
  for (const [field, column] of Object.entries(editableColumns) as [
    keyof typeof editableColumns,
    keyof AccountRow,
  ][]) {
    const value = update[field];
    if (value !== undefined) Object.assign(changes, { [column]: value });
  }
  if (update.reminders?.enabled !== undefined) changes.remindersEnabled = update.reminders.enabled;
  if (update.reminders?.steps !== undefined) changes.reminderSteps = update.reminders.steps;
  // A new secret from the column's default: the old confirmation URL stops working at once.
  if (update.rotate_mpesa_token) Object.assign(changes, { mpesaC2bToken: sql`default` });
  if (update.etims) await updateEtimsSettings(db, accountId, update.etims, keySecret);
  if (Object.keys(changes).length > 0) {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  }
}
