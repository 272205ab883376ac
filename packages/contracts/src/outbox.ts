import { z } from 'zod';

/** An e-mail kept in the local outbox because no SMTP server is configured (GET /outbox). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
