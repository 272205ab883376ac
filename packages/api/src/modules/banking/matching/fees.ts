import { toCents } from '@daftari/format';
import type { Tx } from '../../../db/transaction.ts';
import { lockDateOf, postBankLine, systemAccountIds } from '../../ledger/index.ts';
import { isMpesaCharge } from './charges.ts';
import { type LineRow, markMatched } from './mark.ts';

/**
 * M-Pesa's charge lines matched as fees: each posts Dr 6800 Bank charges / Cr the money account on its date.
 * Lines on a locked day are left. Answers the lines left.
 */
export async function matchCharges(tx: Tx, accountId: number, lines: LineRow[]): Promise<LineRow[]> {
  const charges = lines.filter((line) => isMpesaCharge(line.description, toCents(line.amount)));
  if (charges.length === 0) return lines;
  const lockDate = await lockDateOf(tx, accountId);
  const { bankCharges } = await systemAccountIds(tx, accountId, ['bankCharges']);
  const booked = new Set<number>();
  for (const line of charges) {
    if (lockDate && line.date <= lockDate) continue;
    const entryId = await postBankLine(tx, accountId, {
      lineId: line.id,
      date: line.date,
      moneyAccountId: line.ledgerAccountId,
      amountCents: toCents(line.amount),
      counterAccountId: bankCharges,
      contactId: null,
      vat: null,
      memo: `Charge: ${line.description}`,
    });
    await markMatched(tx, line.id, { kind: 'fee', ids: [String(entryId)], created: [`entry:${entryId}`] });
    booked.add(line.id);
  }
  return lines.filter((line) => !booked.has(line.id));
}
