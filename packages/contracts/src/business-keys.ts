import { z } from 'zod';
import { optionalText, requiredText, text } from './fields.ts';

/**
 * GET /account/paystack: the business's own Paystack keys, never the secret: `secret_key_hint` shows its mode
 * and last four characters (`sk_live_…1234`). `set` false: the business uses the instance's default
 * (PAYSTACK_SECRET_KEY, or the built-in test checkout). `base_url`: where its calls go (PAYSTACK_BASE_URL, or
 * Paystack's API). `webhook_path`: the path to give Paystack's dashboard as the webhook URL, on the app's origin.
 */
export const paystackSettingsSchema = z.object({
  set: z.boolean(),
  mode: z.enum(['test', 'live']).nullable(),
  secret_key_hint: z.string().nullable(),
  public_key: z.string().nullable(),
  base_url: z.string(),
  webhook_path: z.string(),
  updated_at: z.string().nullable(),
});
export type PaystackSettings = z.infer<typeof paystackSettingsSchema>;

const SECRET_KEY = /^sk_(test|live)_[A-Za-z0-9]{16,200}$/;
const PUBLIC_KEY = /^pk_(test|live)_[A-Za-z0-9]{16,200}$/;

/** PUT /account/paystack `{paystack:{secret_key, public_key?}}`: both keys replaced. */
export const paystackSettingsInputSchema = z
  .object({
    secret_key: requiredText('Secret key', 210).regex(
      SECRET_KEY,
      'Secret key must start with sk_test_ or sk_live_ (Paystack dashboard › Settings › API Keys)',
    ),
    public_key: optionalText('Public key', 210).refine(
      (value) => value === null || PUBLIC_KEY.test(value),
      'Public key must start with pk_test_ or pk_live_',
    ),
  })
  .superRefine((input, context) => {
    const secretMode = SECRET_KEY.exec(input.secret_key)?.[1];
    const publicMode = input.public_key ? PUBLIC_KEY.exec(input.public_key)?.[1] : undefined;
    if (secretMode && publicMode && secretMode !== publicMode) {
      context.addIssue({
        code: 'custom',
        path: ['public_key'],
        message: `Public key is a ${publicMode} key but the secret key is a ${secretMode} key`,
      });
    }
  });
export type PaystackSettingsInput = z.infer<typeof paystackSettingsInputSchema>;
export const paystackSettingsRequestSchema = z.object({ paystack: paystackSettingsInputSchema });
export type PaystackSettingsRequest = z.input<typeof paystackSettingsRequestSchema>;

/**
 * GET /account/smtp: the business's own SMTP server, never its password (`password_set`). `set` false: its
 * e-mails go through the instance's default (SMTP_URL, or the outbox).
 */
export const smtpSettingsSchema = z.object({
  set: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  username: z.string().nullable(),
  password_set: z.boolean(),
  from: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

const HOST =
  /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
/** `invoices@kamau.co.ke`, or `Kamau Designs <invoices@kamau.co.ke>`. */
const FROM = /^(?:[^<>\r\n"]{1,100}\s<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

/**
 * PUT /account/smtp `{smtp:{host, port, secure, username, password, from}}`: the server replaced. `secure`:
 * TLS from the first byte (usually port 465); false: STARTTLS when the server offers it (587, 25). A blank
 * password keeps the stored one; a username needs a password (given now or stored).
 */
export const smtpSettingsInputSchema = z.object({
  host: requiredText('Host', 253).regex(HOST, 'Host must be a server name such as smtp.example.com'),
  port: z
    .number({ error: 'Port must be a number' })
    .int('Port must be a whole number')
    .min(1, 'Port must be from 1 to 65535')
    .max(65535, 'Port must be from 1 to 65535'),
  secure: z.boolean({ error: 'Secure must be true or false' }),
  username: optionalText('Username', 200),
  password: text('Password')
    .max(500, 'Password must be at most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  from: requiredText('From', 300).regex(
    FROM,
    'From must be an address such as invoices@example.com or Name <invoices@example.com>',
  ),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsInputSchema>;
export const smtpSettingsRequestSchema = z.object({ smtp: smtpSettingsInputSchema });
export type SmtpSettingsRequest = z.input<typeof smtpSettingsRequestSchema>;

/**
 * POST /account/paystack/test, POST /account/smtp/test: what the provider answered. `status`: Paystack's
 * HTTP status, or the SMTP server's reply code; 0 when it could not be reached. `message`: its words.
 */
export const providerTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int(),
  message: z.string(),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;
