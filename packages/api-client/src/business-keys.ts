import {
  dataEnvelope,
  type PaystackSettingsRequest,
  paystackSettingsSchema,
  providerTestResultSchema,
  type SmtpSettingsRequest,
  smtpSettingsSchema,
} from '@daftari/contracts';
import { http, send } from './http.ts';

/** The query keys of the business's own Paystack keys and SMTP server. */
export const businessKeyKeys = {
  all: ['business-keys'] as const,
  paystack: () => [...businessKeyKeys.all, 'paystack'] as const,
  smtp: () => [...businessKeyKeys.all, 'smtp'] as const,
};

const paystackEnvelope = dataEnvelope(paystackSettingsSchema);
const smtpEnvelope = dataEnvelope(smtpSettingsSchema);
const testEnvelope = dataEnvelope(providerTestResultSchema);

/** GET /account/paystack: the business's own keys, the secret only as a hint. */
export async function getPaystackSettings() {
  const { body } = await send(
    paystackEnvelope,
    () => http.get('account/paystack'),
    'Failed to load the Paystack keys',
  );
  return body.data;
}

/** PUT /account/paystack: both keys replaced. */
export async function savePaystackSettings(request: PaystackSettingsRequest) {
  const { body } = await send(
    paystackEnvelope,
    () => http.put('account/paystack', { json: request }),
    'Failed to save the Paystack keys',
  );
  return body.data;
}

/** DELETE /account/paystack: the instance's default again. */
export async function removePaystackSettings() {
  const { body } = await send(
    paystackEnvelope,
    () => http.delete('account/paystack'),
    'Failed to remove the Paystack keys',
  );
  return body.data;
}

/** POST /account/paystack/test: what Paystack answered to the stored key. */
export async function testPaystackSettings() {
  const { body } = await send(
    testEnvelope,
    () => http.post('account/paystack/test'),
    'Failed to test the Paystack key',
  );
  return body.data;
}

/** GET /account/smtp: the business's own SMTP server, never its password. */
export async function getSmtpSettings() {
  const { body } = await send(smtpEnvelope, () => http.get('account/smtp'), 'Failed to load the SMTP server');
  return body.data;
}

/** PUT /account/smtp: the server replaced (a blank password keeps the stored one). */
export async function saveSmtpSettings(request: SmtpSettingsRequest) {
  const { body } = await send(
    smtpEnvelope,
    () => http.put('account/smtp', { json: request }),
    'Failed to save the SMTP server',
  );
  return body.data;
}

/** DELETE /account/smtp: the instance's default again. */
export async function removeSmtpSettings() {
  const { body } = await send(
    smtpEnvelope,
    () => http.delete('account/smtp'),
    'Failed to remove the SMTP server',
  );
  return body.data;
}

/** POST /account/smtp/test: what the server answered to a connection and sign-in. */
export async function testSmtpSettings() {
  const { body } = await send(
    testEnvelope,
    () => http.post('account/smtp/test'),
    'Failed to test the SMTP server',
  );
  return body.data;
}
