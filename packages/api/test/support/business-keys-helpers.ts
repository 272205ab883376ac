import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { bearer } from './helpers.ts';

/** SETTINGS_KEY_SECRET of the test apps. */
export const SETTINGS_KEY = 'c3'.repeat(32);

/** Where localSmtp listens: inside the machine, so the test apps name it in SMTP_PRIVATE_HOSTS. */
export const LOCAL_SMTP_HOST = '127.0.0.1';

/** A Paystack secret key of the shape Paystack issues (`sk_test_` and 40 hex digits). */
export const paystackKey = (mode: 'test' | 'live' = 'test') =>
  `sk_${mode}_${randomBytes(20).toString('hex')}`;

export const putPaystack = (app: FastifyInstance, token: string, paystack: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/account/paystack', headers: bearer(token), payload: { paystack } });

export const putSmtp = (app: FastifyInstance, token: string, smtp: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/account/smtp', headers: bearer(token), payload: { smtp } });

export const testKey = (app: FastifyInstance, token: string, provider: 'paystack' | 'smtp') =>
  app.inject({ method: 'POST', url: `/api/account/${provider}/test`, headers: bearer(token) });

export interface ReceivedMail {
  from: string;
  to: string[];
  user: unknown;
  raw: string;
}

/**
 * A local SMTP server that signs in `username` with `password` only (no TLS, so no STARTTLS), and keeps every
 * message it takes.
 */
export async function localSmtp(username: string, password: string) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === username && auth.password === password) return callback(null, { user: username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, LOCAL_SMTP_HOST, resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
