/** The front door of business-keys: a business's own Paystack keys and SMTP server. */
export { createBusinessMailer } from './business-mailer.ts';
export { createSettingsKeys, SealedSecretError, type SettingsKeys } from './key-box.ts';
export { type BusinessKeys, createBusinessKeys, paystackKeyOf } from './paystack-keys.ts';
export { registerBusinessKeyRoutes } from './routes.ts';
