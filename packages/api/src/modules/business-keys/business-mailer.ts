import type { Mailer } from '../../adapters/mail/mailer.ts';
import { sendOverSmtp } from '../../adapters/mail/smtp.ts';
import type { Executor } from '../../db/transaction.ts';
import { type SmtpKeys, smtpServerOf } from './smtp-settings.ts';

/**
 * The mailer every business's mail goes through: its own SMTP server when it stored one, else `fallback`
 * (SMTP_URL, or the outbox). Read at each send, so a change in the settings applies to the next e-mail,
 * in every process and in the background jobs alike.
 */
export function createBusinessMailer(deps: { db: Executor; smtp: SmtpKeys; fallback: Mailer }): Mailer {
  const { db, smtp, fallback } = deps;
  return {
    delivery: fallback.delivery,
    async send(accountId, message) {
      const server = await smtpServerOf(db, smtp, accountId);
      if (!server) return fallback.send(accountId, message);
      return { delivery: await sendOverSmtp(server, message) };
    },
    close: () => fallback.close(),
  };
}
