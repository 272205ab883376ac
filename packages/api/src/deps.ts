import type { Mailer } from './adapters/mail/mailer.ts';
import type { Outbox } from './adapters/mail/outbox.ts';
import type { Db } from './db/client.ts';
import type { AfterReply } from './http/after-reply.ts';
import type { Throttle } from './http/throttle.ts';
import type { LoginBackoff, TotpSecrets } from './modules/auth/index.ts';
import type { BusinessKeys } from './modules/business-keys/index.ts';
import type { EtimsEnvironment } from './modules/etims/index.ts';
import type { Daraja, Paybill } from './modules/mpesa/index.ts';
import type { Payments } from './modules/payments/index.ts';

/** What route modules receive from buildApp: the database and the shared services. */
export interface AppDeps {
  db: Db;
  throttle: Throttle;
  loginBackoff: LoginBackoff;
  /** The session list and revocations, per user: a higher limit than the sign-in routes'. */
  sessionThrottle: Throttle;
  /** Work started by a route and finished after its answer (reset e-mails). */
  afterReply: AfterReply;
  /** A business's mail: its own SMTP server when it stored one, else SMTP_URL, else the local outbox. */
  mailer: Mailer;
  /** The businesses' own Paystack keys and SMTP passwords, sealed under SETTINGS_KEY_SECRET. */
  businessKeys: BusinessKeys;
  outbox: Outbox;
  /** Public origin for pay links (APP_URL); undefined: the request's own origin. */
  appUrl: string | undefined;
  /** The businesses' own Daraja apps (M-Pesa Express, C2B register URL). */
  daraja: Daraja;
  /** Where this process's KRA eTIMS calls go (the account answers it). */
  etimsEnvironment: EtimsEnvironment;
  /** The time now: the real clock, or the one a test controls. */
  now: () => Date;
  /** Two-step secrets sealed and opened under TOTP_KEY_SECRET. */
  totpSecrets: TotpSecrets;
}

/** What the public routes (the pay page, Paystack, the paybill callbacks) receive from buildApp. */
export interface PublicDeps {
  db: Db;
  /** APP_URL: the origin the customer returns to after checkout; unset: the request's own. */
  appUrl: string | undefined;
  payments: Payments;
  /** The paybill confirmations' limits: per business, and the largest amount booked as it comes. */
  paybill: Paybill;
  /** M-Pesa Express through a business's own Daraja app, when it has one ready. */
  daraja: Daraja;
  /** The clock: an estimate's expiry and answer time, the customer's visit to the pay page. */
  now: () => Date;
}
