import {
  type Bill,
  type BillLine,
  DEFAULT_CURRENCY,
  type LedgerAccount,
  VAT_TREATMENT_LABELS,
} from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Card, DataTable, type DataTableColumn, phoneOnly, wideOnly } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useLedgerAccounts } from '@daftari/ui/widgets';

const totals = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: '8',
  rowGap: '1.5',
  mt: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  '& dd': { textAlign: 'end' },
});
const strong = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg' });
const number = css({ whiteSpace: 'nowrap' });
const rateNote = css({ display: 'block', fontSize: 'xs', color: 'fg.subtle' });

/** A line's VAT: its rate, and at 0 % how it is treated ('0% · Exempt'). */
const vatOf = (line: BillLine) =>
  line.tax_rate === 0
    ? `0% · ${VAT_TREATMENT_LABELS[line.tax_category ?? 'zero_rated']}`
    : `${line.tax_rate}%`;

function columns(bill: Bill, accounts: readonly LedgerAccount[] | undefined): DataTableColumn<BillLine>[] {
  const accountName = (id: number) => accounts?.find((account) => account.id === id)?.name ?? '';
  return [
    {
      id: 'description',
      header: 'Description',
      cell: (line) => (
        <span className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.3' })}>
          {line.description}
          <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>
            {accountName(line.ledger_account_id)}
          </span>
          <span className={phoneOnly}>
            {line.quantity} × {formatMoney(line.unit_price, bill.currency)}, VAT {vatOf(line)}
          </span>
        </span>
      ),
    },
    { id: 'quantity', header: 'Qty', align: 'end', className: wideOnly, cell: (line) => line.quantity },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      className: wideOnly,
      cell: (line) => <span className={number}>{formatMoney(line.unit_price, bill.currency)}</span>,
    },
    { id: 'vat', header: 'VAT', align: 'end', className: wideOnly, cell: vatOf },
    {
      id: 'total',
      header: 'Amount',
      align: 'end',
      cell: (line) => <span className={number}>{formatMoney(line.total, bill.currency)}</span>,
    },
  ];
}

/** What was bought, and the bill's totals. */
export function LinesCard({ bill }: { bill: Bill }) {
  const accounts = useLedgerAccounts();
  return (
    <Card title="Lines">
      <DataTable
        caption="Lines"
        columns={columns(bill, accounts.data)}
        rows={bill.lines}
        getRowId={(line) => String(line.id)}
      />
      <dl className={totals} aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(bill.subtotal, bill.currency)}</dd>
        {bill.discount_total ? (
          <>
            <dt>Discount</dt>
            <dd>−{formatMoney(bill.discount_total, bill.currency)}</dd>
          </>
        ) : null}
        <dt>VAT</dt>
        <dd>{formatMoney(bill.tax_total, bill.currency)}</dd>
        <dt className={strong}>Total</dt>
        <dd className={strong}>{formatMoney(bill.total, bill.currency)}</dd>
        {bill.currency !== DEFAULT_CURRENCY && bill.total_in_books !== undefined ? (
          <>
            <dt>In {DEFAULT_CURRENCY}</dt>
            <dd data-testid="bill-total-in-books">
              {formatMoney(bill.total_in_books, DEFAULT_CURRENCY)}
              <span className={rateNote}>
                at {bill.exchange_rate} {DEFAULT_CURRENCY} per {bill.currency}
              </span>
            </dd>
          </>
        ) : null}
        <dt>Paid</dt>
        <dd>{formatMoney(bill.paid_amount, bill.currency)}</dd>
        <dt className={strong}>Still to pay</dt>
        <dd className={strong} data-testid="bill-balance">
          {formatMoney(bill.balance, bill.currency)}
        </dd>
      </dl>
    </Card>
  );
}
