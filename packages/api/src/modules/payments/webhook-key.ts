import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paystackTransactions } from '../../db/schema.ts';
import type { Payments } from './setup.ts';

/** `data.reference` of a webhook body, unverified: only ever used to find whose key must have signed it. */
function referenceIn(raw: Buffer): string | null {
  try {
    const reference = (JSON.parse(raw.toString('utf8')) as { data?: { reference?: unknown } })?.data
      ?.reference;
    return typeof reference === 'string' && reference.length > 0 && reference.length <= 100
      ? reference
      : null;
  } catch {
    return null;
  }
}

/**
 * The key a webhook must be signed with: the business's own when the event names one of its transactions
 * and it stored a key, else the instance's. So an event for a business with its own key signed with the
 * instance's key (or another business's) is refused, and the instance's key still signs everything else.
 */
export async function webhookSecretFor(db: Db, payments: Payments, raw: Buffer): Promise<string> {
  const reference = referenceIn(raw);
  if (!reference) return payments.secretKey;
  const [row] = await db
    .select({ accountId: paystackTransactions.accountId })
    .from(paystackTransactions)
    .where(eq(paystackTransactions.reference, reference))
    .limit(1);
  if (!row) return payments.secretKey;
  return (await payments.forAccount(row.accountId)).secretKey;
}
