import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Paystack signs its webhook requests with. */
export const SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack's webhook signature: the hex HMAC-SHA512 of the exact request body, keyed with the secret key. */
export function signPaystackBody(body: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

/**
 * Whether `signature` (the header's value) signs `rawBody` with `secretKey`. Constant-time over the digest;
 * a missing, repeated, malformed or wrong-length header is simply not a signature.
 */
export function verifyPaystackSignature(
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
