import type { MoneyAccount, PaystackPayout } from '@daftari/contracts';
import { formatDate } from '@daftari/format';
import { Badge } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Money } from './Money.tsx';

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2' },
  '& td': { px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.subtle' },
  '& [data-num]': { textAlign: 'right' },
  '& [data-wide]': { display: { base: 'none', md: 'table-cell' } },
});

/** The payouts, newest first: the settlement, what was processed and kept, what reached which bank. */
export function PayoutList({ payouts, accounts }: { payouts: PaystackPayout[]; accounts: MoneyAccount[] }) {
  const bankName = (id: number) => accounts.find((account) => account.ledger_account_id === id)?.name ?? '';
  return (
    <table className={table} aria-label="Payouts">
      <thead>
        <tr>
          <th>Date</th>
          <th>Settlement</th>
          <th data-num="" data-wide="">
            Fees
          </th>
          <th data-num="">Paid out</th>
          <th data-wide="">Into</th>
          <th>Deposit</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td>{formatDate(payout.settlement_date)}</td>
            <td>PSTK_{payout.settlement_id}</td>
            <td data-num="" data-wide="">
              {payout.total_fees === null ? (
                ''
              ) : (
                <Money value={payout.total_fees} currency={payout.currency} />
              )}
            </td>
            <td data-num="">
              <Money value={payout.effective_amount} currency={payout.currency} />
            </td>
            <td data-wide="">{bankName(payout.bank_account_id)}</td>
            <td>
              <Badge tone={payout.bank_line_id === null ? 'grey' : 'green'}>
                {payout.bank_line_id === null ? 'Not on a statement yet' : 'Matched'}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
