import type { ExchangeRate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Badge } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'start', color: 'fg.muted', fontWeight: 'medium', py: '2', px: '2' },
  '& td': { py: '2', px: '2', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.subtle' },
  '& .rate': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The rates of one page: date, currency, KES for one unit (as stored, up to 6 decimals) and where from. */
export function RatesTable({ rates, books }: { rates: ExchangeRate[]; books: string }) {
  return (
    <table className={table} aria-label="Exchange rates">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Currency</th>
          <th scope="col" className="rate">
            {books} for 1
          </th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.id}>
            <td>{formatDateMedium(rate.date)}</td>
            <td>{rate.currency}</td>
            <td className="rate">{String(rate.rate)}</td>
            <td>
              {rate.source === 'cbk' ? <Badge tone="blue">CBK</Badge> : <Badge tone="grey">Typed in</Badge>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
