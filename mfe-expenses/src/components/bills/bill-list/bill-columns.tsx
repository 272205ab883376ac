import { type BillSummary, contactLabel, sectionPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { type DataTableColumn, phoneOnly, wideOnly } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { billDueText } from '../../../lib/bill-due.ts';
import { BillStatusBadge } from '../BillStatusBadge.tsx';

const vendor = css({ fontWeight: 'medium', color: 'fg', _hover: { textDecoration: 'underline' } });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const dueCell = css({ display: 'flex', flexDirection: 'column', lineHeight: '1.3' });
const dueNote = css({
  fontSize: 'sm',
  color: 'fg.subtle',
  whiteSpace: 'nowrap',
  '&[data-late]': { color: 'danger.fg', fontWeight: 'medium' },
});
const vendorCell = css({ display: 'flex', flexDirection: 'column', lineHeight: '1.3', minW: '32' });
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** What the due date means today ('5 days overdue' in red), if anything. */
function DueNote({ bill }: { bill: BillSummary }) {
  const note = billDueText(bill);
  if (!note) return null;
  return (
    <span className={dueNote} data-late={bill.status_label === 'Overdue' ? '' : undefined}>
      {note}
    </span>
  );
}

/** The bill list's columns: vendor, the vendor's bill number, dates (with what the due date means), amounts, status. */
export const billColumns: DataTableColumn<BillSummary>[] = [
  {
    id: 'vendor',
    header: 'Vendor',
    cell: (bill) => (
      <span className={vendorCell}>
        <Link
          to={sectionPath('bills', bill.id)}
          className={vendor}
          onClick={(event) => event.stopPropagation()}
        >
          {contactLabel(bill.contact)}
        </Link>
        <span className={phoneOnly}>
          {bill.bill_number} <BillStatusBadge label={bill.status_label} />
        </span>
        <span className={phoneOnly}>
          <DueNote bill={bill} />
        </span>
      </span>
    ),
  },
  {
    id: 'number',
    header: 'Bill number',
    className: wideOnly,
    cell: (bill) => <span className={muted}>{bill.bill_number}</span>,
  },
  {
    id: 'date',
    header: 'Date',
    className: wideOnly,
    cell: (bill) => <span className={muted}>{formatDate(bill.issue_date)}</span>,
  },
  {
    id: 'due',
    header: 'Due date',
    className: wideOnly,
    cell: (bill) => (
      <span className={dueCell}>
        <span className={muted}>{formatDate(bill.due_date)}</span>
        <DueNote bill={bill} />
      </span>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    className: wideOnly,
    cell: (bill) => <span className={amount}>{formatMoney(bill.total, bill.currency)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (bill) => <span className={amount}>{formatMoney(bill.balance, bill.currency)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    className: wideOnly,
    cell: (bill) => <BillStatusBadge label={bill.status_label} />,
  },
];
