/**
 * The answers of the security routes the shell reads, written with zod/mini (as the current user is), so the
 * shell's Settings › Security and reset pages never load the full zod library.
 */
import * as z from 'zod/mini';

/** One signed-in session of the user (GET /sessions); `current` is the one asking. Never its token. */
export const sessionSchema = z.object({
  id: z.number(),
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ data: z.array(sessionSchema) });

export const PASSWORD_RESET_ANSWER =
  "If an account exists for that e-mail, we've sent a link to choose a new password.";

/** POST /password_resets answers 202 with this, whether or not the e-mail is registered. */
export const passwordResetAnswerSchema = z.object({
  data: z.object({ message: z.literal(PASSWORD_RESET_ANSWER) }),
});
