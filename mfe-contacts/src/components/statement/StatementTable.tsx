import type { ContactStatement } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const KIND_LABELS: Record<ContactStatement['lines'][number]['kind'], string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
  bill: 'Bill',
  bill_payment: 'Bill payment',
  opening_balance: 'Opening balance',
  other: 'Other',
};

const scroller = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' });
const table = css({
  w: 'full',
  minW: '30rem',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border' },
  '& th': { color: 'fg.muted', fontWeight: 'medium', bg: 'bg.subtle' },
  '& [data-amount]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tfoot td, & [data-total]': { fontWeight: 'semibold' },
});
const note = css({ py: '6', textAlign: 'center', color: 'fg.muted' });
const agingList = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(6, minmax(0, 1fr))',
  },
  gap: '2',
  mt: '4',
});
const bucket = css({ p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' });
const bucketLabel = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const bucketValue = css({ mt: '1', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

/** The period's lines between the opening and the closing balance, then what is owed by days past due. */
export function StatementTable({ statement }: { statement: ContactStatement }) {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const { aging } = statement;
  const buckets = [
    { label: 'Current', amount: aging.current },
    { label: '1–30 days', amount: aging.days_1_30 },
    { label: '31–60 days', amount: aging.days_31_60 },
    { label: '61–90 days', amount: aging.days_61_90 },
    { label: 'Over 90 days', amount: aging.days_over_90 },
    { label: 'Total due', amount: aging.total },
  ];
  return (
    <>
      <div className={scroller}>
        <table className={table} aria-label="Statement lines">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Number</th>
              <th scope="col" data-amount>
                Amount
              </th>
              <th scope="col" data-amount>
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-total colSpan={4}>
                Opening balance on {formatDate(statement.from)}
              </td>
              <td data-amount data-total>
                {money(statement.opening_balance)}
              </td>
            </tr>
            {statement.lines.length === 0 ? (
              <tr>
                <td colSpan={5} className={note}>
                  Nothing moved the balance in this period.
                </td>
              </tr>
            ) : (
              statement.lines.map((line, index) => (
                // Lines have no id of their own (one document may settle twice on a day); they never reorder.
                <tr key={index}>
                  <td>{formatDate(line.date)}</td>
                  <td>{KIND_LABELS[line.kind]}</td>
                  <td>{line.number ?? '—'}</td>
                  <td data-amount>{money(line.amount)}</td>
                  <td data-amount>{money(line.balance)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>Closing balance on {formatDate(statement.to)}</td>
              <td data-amount>{money(statement.closing_balance)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className={agingList} aria-label={`Aging on ${formatDate(aging.as_of)}`}>
        {buckets.map(({ label, amount }) => (
          <div key={label} className={bucket}>
            <dt className={bucketLabel}>{label}</dt>
            <dd className={bucketValue}>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
