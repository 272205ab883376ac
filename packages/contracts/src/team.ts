import { z } from 'zod';
import { loginCredentialsSchema, newPassword } from './auth.ts';
import { ROLES } from './current-user.ts';
import { emailAddress, requiredText } from './fields.ts';

const roleField = () => z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

/** One member of the business (GET /memberships); an invited new person has no id or name yet. */
export const membershipSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), email: z.string() }),
  role: z.enum(ROLES),
  status: z.enum(['active', 'invited']),
  invited_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** POST /memberships: invite someone by e-mail. */
export const membershipCreateRequestSchema = z.object({
  membership: z.object({ email: emailAddress(), role: roleField() }),
});
export type MembershipCreateRequest = z.input<typeof membershipCreateRequestSchema>;

/** PUT /memberships/{id}: another role. */
export const membershipUpdateRequestSchema = z.object({ membership: z.object({ role: roleField() }) });
export type MembershipUpdateRequest = z.input<typeof membershipUpdateRequestSchema>;

/** GET /invitations/{token} (public): what the invitation page shows. */
export const invitationSchema = z.object({
  account_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether a user has this e-mail: then the invitee signs in and accepts with `{}`. */
  existing_user: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /invitations/{token}/accept: `{user:{name, password}}` for a new person; `{}` with the bearer token
 * of the signed-in user the invitation's e-mail belongs to; or (extension) that user's
 * `{user:{password, otp?}}` without a bearer token (invitationAcceptExistingRequestSchema), for a person who
 * cannot sign in (removed from their only business).
 */
export const invitationAcceptRequestSchema = z.object({
  user: z.object({ name: requiredText('Name'), password: newPassword() }).optional(),
});
export type InvitationAcceptRequest = z.input<typeof invitationAcceptRequestSchema>;

/**
 * Extension of POST /invitations/{token}/accept for a person who already has an account and is not signed in:
 * their password, and a current code (or an unused recovery code) when their two-step sign-in is on; checked
 * as POST /login checks them (401, `details.otp` for the code; slowed down per e-mail like sign-in).
 */
export const invitationAcceptExistingRequestSchema = z.object({
  user: loginCredentialsSchema.pick({ password: true, otp: true }),
});
export type InvitationAcceptExistingRequest = z.input<typeof invitationAcceptExistingRequestSchema>;

/** PUT /users/current: which business requests without `X-Account-Id` work in. */
export const currentUserUpdateRequestSchema = z.object({
  user: z.object({
    current_account_id: z
      .number({ error: 'Current account id must be a number' })
      .int('Current account id must be a whole number')
      .positive('Current account id must be positive')
      .max(2_147_483_647, 'Current account id is too large'),
  }),
});
export type CurrentUserUpdateRequest = z.input<typeof currentUserUpdateRequestSchema>;

/** A six-digit code from an authenticator app, or a recovery code. */
const otpCode = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`);

/** POST /users/current/totp/enable and DELETE /users/current/totp: a current code. */
export const totpCodeRequestSchema = z.object({ code: otpCode('Code') });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

/** POST /users/current/totp: a new secret to scan (not in use until enabled with a code). */
export const totpSetupSchema = z.object({ data: z.object({ secret: z.string(), otpauth_url: z.string() }) });

/** POST /users/current/totp/enable: the ten recovery codes, shown once. */
export const totpEnabledSchema = z.object({
  data: z.object({ recovery_codes: z.array(z.string()).length(10) }),
});
