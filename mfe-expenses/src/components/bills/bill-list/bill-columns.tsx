import { type BillSummary, contactLabel, sectionPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import type { DataTableColumn } from '@daftari/ui';
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
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The bill list's columns: vendor, the vendor's bill number, dates (with what the due date means), amounts, status. */
export const billColumns: DataTableColumn<BillSummary>[] = [
  {
    id: 'vendor',
    header: 'Vendor',
    cell: (bill) => (
      <Link
        to={sectionPath('bills', bill.id)}
        className={vendor}
        onClick={(event) => event.stopPropagation()}
      >
        {contactLabel(bill.contact)}
      </Link>
    ),
  },
  { id: 'number', header: 'Bill number', cell: (bill) => <span className={muted}>{bill.bill_number}</span> },
  {
    id: 'date',
    header: 'Date',
    cell: (bill) => <span className={muted}>{formatDate(bill.issue_date)}</span>,
  },
  {
    id: 'due',
    header: 'Due date',
    cell: (bill) => {
      const note = billDueText(bill);
      return (
        <span className={dueCell}>
          <span className={muted}>{formatDate(bill.due_date)}</span>
          {note ? (
            <span className={dueNote} data-late={bill.status_label === 'Overdue' ? '' : undefined}>
              {note}
            </span>
          ) : null}
        </span>
      );
    },
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (bill) => <span className={amount}>{formatMoney(bill.total, bill.currency)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (bill) => <span className={amount}>{formatMoney(bill.balance, bill.currency)}</span>,
  },
  { id: 'status', header: 'Status', cell: (bill) => <BillStatusBadge label={bill.status_label} /> },
];
