import { toRateMicros } from '@daftari/format';
import type { Tx } from '../../db/transaction.ts';
import { settlementAccountIds } from './payment-entries.ts';
import type { ForeignSettlement, SettlementAccountIds, SettlementSide } from './postings/settlement.ts';
import { systemAccountIds } from './system-accounts.ts';

/** A payment's currency columns as its posting's read takes them (its document's and the books'). */
export interface PaymentCurrency {
  currency: string;
  booksCurrency: string;
  documentRate: string;
  paymentRate: string;
}

/**
 * The foreign side of a payment of an invoice or a bill (settlementPosting's ForeignSettlement), or null when
 * its document is in the books' currency; `settledBefore` is asked only for a foreign one (what the
 * document's earlier payments settled, in cents of its currency).
 */
export async function foreignSettlement(
  payment: PaymentCurrency,
  settledBefore: () => Promise<bigint>,
): Promise<ForeignSettlement | null> {
  if (payment.currency === payment.booksCurrency) return null;
  return {
    currency: payment.currency,
    documentRateMicros: toRateMicros(payment.documentRate),
    paymentRateMicros: toRateMicros(payment.paymentRate),
    settledBefore: await settledBefore(),
  };
}

const EXCHANGE_ACCOUNTS = ['exchangeGain', 'exchangeLoss'] as const;

/** settlementAccountIds, with 4950 Exchange gain and 6950 Exchange loss for a foreign payment. */
export async function foreignSettlementIds(
  tx: Tx,
  accountId: number,
  side: SettlementSide,
  method: string,
  foreign: ForeignSettlement | null,
): Promise<SettlementAccountIds> {
  return {
    ...(await settlementAccountIds(tx, accountId, side, method)),
    ...(foreign ? await systemAccountIds(tx, accountId, EXCHANGE_ACCOUNTS) : {}),
  };
}
