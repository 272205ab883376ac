import type { FastifyBaseLogger } from 'fastify';
import type { Delivery, Mailer } from '../adapters/mail/mailer.ts';
import { HttpError, loggableError } from './errors.ts';

/**
 * Sends a document's e-mail with its PDF attached (outside any transaction). A mail server that refuses it
 * answers 502 with a clear error; the failure is logged with `context`.
 */
export async function sendDocumentEmail(
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  accountId: number,
  message: { to: string; replyTo: string | null; subject: string; text: string; html: string },
  pdf: { filename: string; content: Buffer },
  context: Record<string, unknown>,
): Promise<Delivery> {
  try {
    const { delivery } = await deps.mailer.send(accountId, {
      ...message,
      attachments: [{ ...pdf, contentType: 'application/pdf' }],
    });
    return delivery;
  } catch (error) {
    deps.log.error({ err: loggableError(error), ...context }, 'document e-mail failed');
    throw new HttpError(
      502,
      'The email could not be sent: the mail server did not accept it. Try again later.',
    );
  }
}
