import { contactLabel, type InvoiceListRow } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import type { DataTableColumn } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { creditedOf } from '../../lib/credit-rules.ts';
import { isVoid } from '../../lib/invoice-rules.ts';
import { KraBadge } from '../KraBadge.tsx';
import { StatusBadge } from '../StatusBadge.tsx';

const reference = css({ fontWeight: 'medium', color: 'fg', whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const contactCell = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: '1.3' });
const contactName = css({ fontWeight: 'medium', color: 'fg' });
const projectName = css({ fontSize: 'sm', color: 'fg.subtle' });
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap' });
/** A void invoice's total is kept for the record but owed by nobody: struck through and muted. */
const voidAmount = css({ color: 'fg.subtle', fontWeight: 'normal', textDecoration: 'line-through' });
const totalCell = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: '1.3',
});
const creditedHint = css({ fontSize: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' });
const statusCell = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' });

/**
 * The invoice list's columns: dates, reference, contact (with the project under it), total (struck through
 * when void; what credit notes took off it under it), status (and, once sent to KRA eTIMS, where it stands
 * there).
 */
export const invoiceColumns: DataTableColumn<InvoiceListRow>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (invoice) => <span className={muted}>{formatDate(invoice.issue_date)}</span>,
  },
  {
    id: 'due',
    header: 'Due Date',
    cell: (invoice) => <span className={muted}>{formatDate(invoice.due_date)}</span>,
  },
  {
    id: 'reference',
    header: 'Reference',
    cell: (invoice) => <span className={reference}>{invoice.invoice_number}</span>,
  },
  {
    id: 'contact',
    header: 'Contact and Project',
    cell: (invoice) => (
      <span className={contactCell}>
        <span className={contactName}>{contactLabel(invoice.contact)}</span>
        {invoice.project?.name ? <span className={projectName}>{invoice.project.name}</span> : null}
      </span>
    ),
  },
  {
    id: 'total',
    header: 'Total Value',
    align: 'end',
    cell: (invoice) => (
      <span className={totalCell}>
        <span className={cx(amount, isVoid(invoice) && voidAmount)} data-testid="row-total">
          {formatMoney(invoice.total, invoice.currency)}
        </span>
        {creditedOf(invoice) > 0 ? (
          <span className={creditedHint} data-testid="row-credited">
            Credited {formatMoney(creditedOf(invoice), invoice.currency)}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => (
      <span className={statusCell}>
        <StatusBadge invoice={invoice} />
        {invoice.etims_status ? <KraBadge status={invoice.etims_status} /> : null}
      </span>
    ),
  },
];
