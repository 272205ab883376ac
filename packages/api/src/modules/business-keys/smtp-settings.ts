import type { ProviderTestResult, SmtpSettings, SmtpSettingsInput } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { InternalHostError, publicAddressOf } from '../../adapters/mail/public-host.ts';
import { checkSmtp, type SmtpServer } from '../../adapters/mail/smtp.ts';
import { smtpSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { canStore, open, SealedSecretError, type SettingsKeys, seal } from './key-box.ts';

/** What a business's own SMTP server needs besides the database. */
export interface SmtpKeys {
  keys: SettingsKeys;
  /** SMTP_PRIVATE_HOSTS: hosts allowed inside the server's own network. */
  privateHosts: ReadonlySet<string>;
}

type Row = typeof smtpSettings.$inferSelect;

const WHAT = 'SMTP password';

async function serverRow(db: Executor, accountId: number): Promise<Row | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.accountId, accountId));
  return row ?? null;
}

/** The settings as the API answers them: never the password, only whether one is stored. */
function toSettings(row: Row | null): SmtpSettings {
  return {
    set: row !== null,
    host: row?.host ?? null,
    port: row?.port ?? null,
    secure: row?.secure ?? false,
    username: row?.username ?? null,
    password_set: row !== null && row.password !== null,
    from: row?.fromAddress ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /account/smtp. */
export async function getSmtpSettings(db: Executor, accountId: number): Promise<SmtpSettings> {
  return toSettings(await serverRow(db, accountId));
}

const passwordNeeded = () => {
  const message = 'Enter the password of this username.';
  return new HttpError(422, message, { password: [message] });
};

/**
 * A host that is, or whose name now resolves to, an internal address: 422 on saving. A name that does not
 * resolve is kept (the test button says so); every connection checks the address again.
 */
async function refuseInternalHost(host: string, privateHosts: ReadonlySet<string>): Promise<void> {
  try {
    await publicAddressOf(host, privateHosts);
  } catch (error) {
    if (!(error instanceof InternalHostError)) return;
    const message = `${error.message}: enter your mail provider's public server name.`;
    throw new HttpError(422, message, { host: [message] });
  }
}

/**
 * PUT /account/smtp: the server replaced (422 without SETTINGS_KEY_SECRET, as for any business's own keys). A
 * blank password keeps the stored one (of the same username); a username needs a password; no username: no
 * sign-in, and no password is kept.
 */
export async function putSmtpSettings(
  db: Executor,
  { keys, privateHosts }: SmtpKeys,
  accountId: number,
  input: SmtpSettingsInput,
): Promise<SmtpSettings> {
  canStore(keys, 'SMTP server');
  await refuseInternalHost(input.host.toLowerCase(), privateHosts);
  const current = await serverRow(db, accountId);
  let password: string | null = null;
  if (input.username) {
    if (input.password) password = seal(keys, WHAT, input.password);
    else if (current?.password && current.username === input.username) password = current.password;
    else throw passwordNeeded();
  }
  const values = {
    host: input.host.toLowerCase(),
    port: input.port,
    secure: input.secure,
    username: input.username,
    password,
    fromAddress: input.from,
  };
  await db
    .insert(smtpSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: smtpSettings.accountId, set: { ...values, updatedAt: sql`now()` } });
  return getSmtpSettings(db, accountId);
}

/** DELETE /account/smtp: the business's e-mails go through the instance's default again. */
export async function deleteSmtpSettings(db: Executor, accountId: number): Promise<SmtpSettings> {
  await db.delete(smtpSettings).where(eq(smtpSettings.accountId, accountId));
  return toSettings(null);
}

/**
 * The business's own SMTP server, its password opened; null when it stored none (the instance's default
 * sends its mail). Throws when the password cannot be opened: its mail never goes out another way unasked.
 */
export async function smtpServerOf(
  db: Executor,
  { keys, privateHosts }: SmtpKeys,
  accountId: number,
): Promise<SmtpServer | null> {
  const row = await serverRow(db, accountId);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username,
    password: row.password === null ? null : open(keys, WHAT, row.password),
    from: row.fromAddress,
    privateHosts,
  };
}

/** POST /account/smtp/test: connects, greets and signs in, and says what the server answered. */
export async function testSmtpServer(
  db: Executor,
  smtp: SmtpKeys,
  accountId: number,
): Promise<ProviderTestResult> {
  let server: SmtpServer | null;
  try {
    server = await smtpServerOf(db, smtp, accountId);
  } catch (error) {
    if (error instanceof SealedSecretError) throw new HttpError(422, error.message);
    throw error;
  }
  if (!server) throw new HttpError(422, 'No SMTP server of this business is stored: save one first.');
  const answer = await checkSmtp(server);
  return { ok: answer.ok, status: answer.code, message: answer.message };
}
