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
  '& [data-narrow]': { display: { base: 'block', md: 'none' }, mt: '1' },
});
const muted = css({ color: 'fg.muted', fontSize: 'xs' });
const badgeRow = css({ display: 'block', mt: '1' });

/** Whether the payout's deposit has been found on the bank's statement. */
function DepositBadge({ payout }: { payout: PaystackPayout }) {
  return (
    <Badge tone={payout.bank_line_id === null ? 'grey' : 'green'}>
      {payout.bank_line_id === null ? 'Not on a statement yet' : 'Matched'}
    </Badge>
  );
}

/**
 * The payouts, newest first: the settlement, what was kept, what reached which bank and whether its deposit is
 * on the bank's statement yet (under the amount, so a phone shows it without the wide columns).
 */
export function PayoutList({ payouts, accounts }: { payouts: PaystackPayout[]; accounts: MoneyAccount[] }) {
  const bankName = (id: number) => accounts.find((account) => account.ledger_account_id === id)?.name ?? '';
  return (
    <table className={table} aria-label="Payouts">
      <thead>
        <tr>
          <th data-wide="">Date</th>
          <th>Settlement</th>
          <th data-num="" data-wide="">
            Fees
          </th>
          <th data-num="">Paid out</th>
          <th data-wide="">Into</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-wide="">{formatDate(payout.settlement_date)}</td>
            <td>
              PSTK_{payout.settlement_id}
              <span data-narrow="" className={muted}>
                {formatDate(payout.settlement_date)}
              </span>
            </td>
            <td data-num="" data-wide="">
              {payout.total_fees === null ? (
                ''
              ) : (
                <Money value={payout.total_fees} currency={payout.currency} />
              )}
            </td>
            <td data-num="">
              <Money value={payout.effective_amount} currency={payout.currency} />
              <span className={badgeRow}>
                <DepositBadge payout={payout} />
              </span>
            </td>
            <td data-wide="">{bankName(payout.bank_account_id)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
