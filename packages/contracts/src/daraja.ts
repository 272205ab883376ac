import { z } from 'zod';
import { optionalText } from './fields.ts';

/** Where a business's Daraja app lives: Safaricom's sandbox or production. */
export const DARAJA_ENVIRONMENTS = ['sandbox', 'production'] as const;
/** What the shortcode is: a paybill, or the store number of a till (Buy Goods). */
export const DARAJA_SHORTCODE_TYPES = ['paybill', 'till'] as const;

/**
 * GET /account/daraja: the business's own Daraja connection, never its secrets: `*_set` says whether the
 * consumer key, consumer secret and passkey are stored. `ready`: enabled with everything M-Pesa Express
 * needs, so the pay page prompts the customer's phone through it (else through Paystack). `till_number`: the
 * till paid (PartyB) when the shortcode is a till's store number. `c2b_*`: the last C2B register URL call.
 */
export const darajaSettingsSchema = z.object({
  enabled: z.boolean(),
  environment: z.enum(DARAJA_ENVIRONMENTS),
  shortcode_type: z.enum(DARAJA_SHORTCODE_TYPES),
  shortcode: z.string().nullable(),
  till_number: z.string().nullable(),
  consumer_key_set: z.boolean(),
  consumer_secret_set: z.boolean(),
  passkey_set: z.boolean(),
  ready: z.boolean(),
  c2b_registered_at: z.string().nullable(),
  c2b_confirmation_url: z.string().nullable(),
});
export type DarajaSettings = z.infer<typeof darajaSettingsSchema>;

const shortcodeField = (label: string) =>
  optionalText(label, 10).refine(
    (value) => value === null || /^\d{5,7}$/.test(value),
    `${label} must be 5 to 7 digits`,
  );

/**
 * PUT /account/daraja `{daraja:{...}}`: the fields given change, absent ones stay; `null` or an empty string
 * clears one. A secret is only ever written, never read back.
 */
export const darajaSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Daraja enabled must be true or false' }).optional(),
  environment: z
    .enum(DARAJA_ENVIRONMENTS, { error: 'Daraja environment must be sandbox or production' })
    .optional(),
  shortcode_type: z
    .enum(DARAJA_SHORTCODE_TYPES, { error: 'Shortcode type must be paybill or till' })
    .optional(),
  shortcode: shortcodeField('Shortcode').optional(),
  till_number: shortcodeField('Till number').optional(),
  consumer_key: optionalText('Consumer key', 200).optional(),
  consumer_secret: optionalText('Consumer secret', 200).optional(),
  passkey: optionalText('Passkey', 200).optional(),
});
export type DarajaSettingsInput = z.infer<typeof darajaSettingsInputSchema>;
export const darajaSettingsRequestSchema = z.object({ daraja: darajaSettingsInputSchema });
export type DarajaSettingsRequest = z.input<typeof darajaSettingsRequestSchema>;

/** POST /account/daraja/register_urls: the URLs registered with Safaricom (C2B register URL v2). */
export const darajaRegistrationSchema = z.object({
  confirmation_url: z.string(),
  validation_url: z.string(),
  registered_at: z.string(),
  settings: darajaSettingsSchema,
});
export type DarajaRegistration = z.infer<typeof darajaRegistrationSchema>;
