import { toCents } from '@daftari/format';
import { invalidField } from '../../../http/errors.ts';

/** Each document's part of the line: the amounts given, else each up to its balance in the order given. */
export function allocate(lineCents: bigint, balances: bigint[], amounts?: number[]): bigint[] {
  if (amounts) {
    if (amounts.length !== balances.length) throw invalidField('amounts', 'Give one amount per document');
    return amounts.map((amount) => toCents(amount));
  }
  let left = lineCents;
  return balances.map((balance) => {
    const part = left < balance ? left : balance;
    left -= part;
    return part;
  });
}
