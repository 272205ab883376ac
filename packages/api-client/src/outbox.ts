import { outboxMessageSchema } from '@daftari/contracts';
import { z } from 'zod';
import { http, send, sendBlob } from './http.ts';

/** GET /outbox: e-mails kept because no SMTP server is configured, newest first. */
export async function listOutbox() {
  const { body } = await send(
    z.object({ data: z.array(outboxMessageSchema) }),
    () => http.get('outbox'),
    'Failed to load the outbox',
  );
  return body.data;
}

/** GET /outbox/{id}: one kept e-mail as an .eml file. */
export function downloadOutboxMessage(id: string): Promise<Blob> {
  return sendBlob(() => http.get(`outbox/${encodeURIComponent(id)}`), 'Failed to download the e-mail');
}
