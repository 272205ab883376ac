import { z } from 'zod';
import { newPassword } from './auth.ts';
import { emailAddress } from './fields.ts';

/** PUT /users/current/password: the password in use and the new one. */
export const passwordChangeRequestSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Current password must be at most 1024 characters'),
  password: newPassword(),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** POST /password_resets: the e-mail a reset link is asked for. */
export const passwordResetRequestSchema = z.object({ email: emailAddress() });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const PASSWORD_RESET_ANSWER =
  "If an account exists for that e-mail, we've sent a link to choose a new password.";

/** POST /password_resets answers 202 with this, whether or not the e-mail is registered. */
export const passwordResetAnswerSchema = z.object({
  data: z.object({ message: z.literal(PASSWORD_RESET_ANSWER) }),
});

/** POST /password_resets/{token}: the new password. */
export const passwordResetSchema = z.object({ password: newPassword() });
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** One signed-in session of the user (GET /sessions); `current` is the one asking. */
export const sessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ data: z.array(sessionSchema) });
