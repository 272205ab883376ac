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
import { nextValues } from '../sales-documents/index.ts';
import { checkClosedYears } from './closed-years.ts';
import { businessDetails, detailChanges } from './details.ts';
import { checkDocumentPrefixes, documentSettingChanges, documentSettingsOf } from './document-settings.ts';
import { logoOf, logoVersion } from './logo.ts';
import { accountUsage } from './usage.ts';

type AccountRow = typeof accounts.$inferSelect;

/** The account's row; 404 when there is none. */
export async function accountRow(db: Db, accountId: number): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The business as its documents (invoices, estimates) print it: its name, details, logo and footer line. */
export async function documentBusiness(db: Db, accountId: number): Promise<InvoiceBusiness> {
  const [row, logo] = await Promise.all([accountRow(db, accountId), logoOf(db, accountId)]);
  return { name: row.name, ...businessDetails(row), footer: row.documentFooter, logo: logo?.data ?? null };
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
  const [usage, logo, next] = await Promise.all([
    accountUsage(db, accountId),
    logoVersion(db, accountId),
    nextValues(db, accountId),
  ]);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    ...usage,
    ...businessDetails(row),
    logo_url: logo === null ? null : `/api/account/logo?v=${logo}`,
    ...(role === 'owner' ? { mpesa_c2b_token: row.mpesaC2bToken } : {}),
    require_two_step: row.requireTwoStep,
    document_settings: { ...documentSettingsOf(row), next_values: next },
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
 * Applies the given fields (absent ones stay, null clears), once the document prefixes and the closed years
 * are checked (a refused one changes nothing); `keySecret` seals the eTIMS credentials given
 * (the routes' eTIMS key; the demo sets none).
 */
export async function updateAccount(
  db: Db,
  accountId: number,
  update: AccountUpdate,
  keySecret: Buffer | null = null,
): Promise<void> {
  await checkClosedYears(db, accountId, update);
  if (update.document_settings) {
    await checkDocumentPrefixes(db, await accountRow(db, accountId), update.document_settings);
  }
  const changes = { ...detailChanges(update), ...documentSettingChanges(update.document_settings) };
  if (update.reminders?.enabled !== undefined) changes.remindersEnabled = update.reminders.enabled;
  if (update.reminders?.steps !== undefined) changes.reminderSteps = update.reminders.steps;
  // A new secret from the column's default: the old confirmation URL stops working at once.
  if (update.rotate_mpesa_token) Object.assign(changes, { mpesaC2bToken: sql`default` });
  if (update.etims) await updateEtimsSettings(db, accountId, update.etims, keySecret);
  if (Object.keys(changes).length > 0) {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  }
}
