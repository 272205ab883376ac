import { z } from 'zod';
import { currencyCode, DEFAULT_CURRENCY, emailAddress, requiredText } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** A password a user chooses (sign-up, a change, a reset): 8 to 256 characters. */
export const newPassword = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /signup: `{user:{email, password, name, business_name, currency?}}`. */
export const signupRequestSchema = z.object({
  user: z.object({
    email: emailAddress(),
    password: newPassword(),
    name: requiredText('Name'),
    business_name: requiredText('Business name'),
    currency: currencyCode().default(DEFAULT_CURRENCY),
  }),
});
/** What a client sends to POST /signup (`currency` may be left out). */
export type SignupRequest = z.input<typeof signupRequestSchema>;
/** A parsed sign-up: the e-mail trimmed and lower-cased, the currency filled in. */
export type Signup = z.output<typeof signupRequestSchema>;

/** E-mail and password as POST /login takes them. */
export const loginCredentialsSchema = z.object({
  email: emailAddress(),
  password: z
    .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(1024, 'Password must be at most 1024 characters'),
  /** Two-step sign-in: a current code of the authenticator app, or an unused recovery code. */
  otp: z
    .string({ error: 'Code must be text' })
    .trim()
    .max(64, 'Code must be at most 64 characters')
    .optional(),
});
export type LoginCredentials = z.output<typeof loginCredentialsSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST /login accepts `{user:{email, password}}` and `{email, password}`; both parse to `{email, password}`.
 */
export const loginRequestSchema = z.preprocess(
  (body) => (isRecord(body) && isRecord(body.user) ? body.user : body),
  loginCredentialsSchema,
);
/** What a client sends to POST /login: either shape. */
export type LoginRequest =
  | { user: z.input<typeof loginCredentialsSchema> }
  | z.input<typeof loginCredentialsSchema>;
