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

/** POST /password_resets/{token}: the new password. */
export const passwordResetSchema = z.object({ password: newPassword() });
export type PasswordReset = z.input<typeof passwordResetSchema>;
