import type { ChartAccount } from '@daftari/contracts';
import { centsToDecimal, formatAmount, toCents } from '@daftari/format';

/**
 * The warning a payment of `amount` out of `account` needs when it would take the account's ledger balance
 * below zero ("Bank would go negative (-1,234.00). Save anyway?"), or null when it would not (or when the
 * amount is not one yet: the form's own validation speaks then). `alreadyTaken` is what this payment took
 * from the same account before (an edit of it), given back first: an edit that takes no more than that leaves
 * the balance no lower, and is not warned about.
 */
export function overdraftWarning(
  account: Pick<ChartAccount, 'name' | 'balance'> | undefined,
  amount: string | number,
  alreadyTaken = 0,
): string | null {
  if (!account) return null;
  let paid: bigint;
  try {
    paid = toCents(typeof amount === 'string' ? amount.trim().replace(/,/g, '') : amount);
  } catch {
    return null;
  }
  const after = toCents(account.balance) + toCents(alreadyTaken) - paid;
  if (paid <= 0n || after >= 0n || paid <= toCents(alreadyTaken)) return null;
  return `${account.name} would go negative (${formatAmount(centsToDecimal(after))}). Save anyway?`;
}
