import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export type Delivery = 'smtp' | 'outbox';

/** Sends mail for an account: over SMTP when configured, else into the local outbox. */
export interface Mailer {
  readonly delivery: Delivery;
  send(accountId: number, message: MailMessage): Promise<{ delivery: Delivery }>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: the outbox. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Daftari <invoices@daftari.local>`. */
  from: string;
  outbox: Outbox;
}

/** SMTP timeouts: a dead server fails the request in seconds, not minutes (nodemailer's defaults). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The message as nodemailer sends it, from `from`. */
export function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((attachment) => ({ ...attachment })),
  };
}

export function createMailer({ smtpUrl, from, outbox }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      delivery: 'smtp',
      async send(_accountId, message) {
        await transport.sendMail(envelope(from, message));
        return { delivery: 'smtp' };
      },
      close: () => transport.close(),
    };
  }
  // No SMTP: compose the same RFC 822 message (CRLF line ends) and keep it in the account's outbox.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    delivery: 'outbox',
    async send(accountId, message) {
      const info = await composer.sendMail(envelope(from, message));
      await outbox.store(accountId, info.message as Buffer, { to: message.to, subject: message.subject });
      return { delivery: 'outbox' };
    },
    close: () => composer.close(),
  };
}
