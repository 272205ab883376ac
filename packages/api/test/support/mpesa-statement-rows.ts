import type { MpesaRow } from './mpesa-statement-pdf.ts';

/**
 * A month of a personal M-PESA account, newest first as the statement prints it: money received, pay bills
 * and transfers with their charge rows (same receipt number), Fuliza draws ("OverDraft of Credit Party") when
 * the balance runs short, and a few failed rows that move nothing. Deterministic for a seed.
 */
export function mpesaRows(count: number, { seed = 1, openingCents = 5_000_000n } = {}): MpesaRow[] {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % below;
  };
  const names = ['JOHN OTIENO', 'MARY WANJIKU', 'PETER KAMAU', 'GRACE ACHIENG', 'ACME TRADERS LTD'];
  const rows: MpesaRow[] = [];
  let balance = openingCents;
  let minute = 0;
  let receiptNumber = 0;
  const start = Date.UTC(2026, 2, 1, 6, 0, 0);
  const time = () => new Date(start + minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const receipt = () =>
    `TC${(1_000_000 + receiptNumber++ * 7919 + seed).toString(36).toUpperCase().padStart(8, '0')}`;
  const push = (row: Omit<MpesaRow, 'balanceCents' | 'status'>, status: MpesaRow['status'] = 'COMPLETED') => {
    if (status === 'COMPLETED') balance += (row.paidInCents ?? 0n) - (row.withdrawnCents ?? 0n);
    rows.push({ ...row, status, balanceCents: balance });
  };
  while (rows.length < count) {
    minute += 1 + random(90);
    const kind = random(10);
    const amount = BigInt(100 + random(20_000)) * 100n + BigInt(random(2)) * 50n;
    const id = receipt();
    if (kind < 4) {
      const phone = `07${String(10_000_000 + random(89_999_999))}`;
      push({
        receipt: id,
        time: time(),
        details: `Funds received from ${phone} - ${names[random(5)]}`,
        paidInCents: amount,
        withdrawnCents: null,
      });
    } else if (kind === 9) {
      push(
        {
          receipt: id,
          time: time(),
          details: `Customer Transfer to 0722${random(999_999)} - ${names[random(5)]}`,
          paidInCents: null,
          withdrawnCents: amount,
        },
        'FAILED',
      );
    } else {
      const paybill = kind < 7;
      const details = paybill
        ? `Pay Bill Online to 888880 - KPLC PREPAID Acc. ${37_000_000 + random(999_999)}`
        : `Customer Transfer to 0733${String(100_000 + random(899_999))} - ${names[random(5)]}`;
      const charge = paybill ? 2_300n : 5_300n;
      if (balance < amount + charge) {
        push({
          receipt: id,
          time: time(),
          details: 'OverDraft of Credit Party',
          paidInCents: amount + charge - balance,
          withdrawnCents: null,
        });
      }
      push({ receipt: id, time: time(), details, paidInCents: null, withdrawnCents: amount });
      push({
        receipt: id,
        time: time(),
        details: paybill ? 'Pay Bill Charge' : 'Customer Transfer of Funds Charge',
        paidInCents: null,
        withdrawnCents: charge,
      });
    }
  }
  return rows.slice(0, count).reverse();
}
