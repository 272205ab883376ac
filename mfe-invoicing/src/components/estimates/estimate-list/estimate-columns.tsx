import { contactLabel, type EstimateSummary, sectionPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { type DataTableColumn, phoneOnly, wideOnly } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { EstimateStatusBadge } from '../EstimateStatusBadge.tsx';

const number = css({
  fontWeight: 'medium',
  color: 'fg',
  whiteSpace: 'nowrap',
  _hover: { textDecoration: 'underline' },
});
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const firstCell = css({ display: 'flex', flexDirection: 'column', lineHeight: '1.3', minW: '28' });
const contactName = css({ fontWeight: 'medium', color: 'fg' });
const projectName = css({ fontSize: 'sm', color: 'fg.subtle' });
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/**
 * The estimate list's columns: number (on a phone with the contact and status under it), contact and
 * project, dates, total, status.
 */
export const estimateColumns: DataTableColumn<EstimateSummary>[] = [
  {
    id: 'number',
    header: 'Estimate',
    cell: (estimate) => (
      <span className={firstCell}>
        <Link
          to={sectionPath('estimates', estimate.id)}
          className={number}
          onClick={(event) => event.stopPropagation()}
        >
          {estimate.estimate_number}
        </Link>
        <span className={phoneOnly}>{contactLabel(estimate.contact)}</span>
        <span className={phoneOnly}>
          <EstimateStatusBadge label={estimate.status_label} />
        </span>
      </span>
    ),
  },
  {
    id: 'contact',
    header: 'Contact and Project',
    className: wideOnly,
    cell: (estimate) => (
      <span className={firstCell}>
        <span className={contactName}>{contactLabel(estimate.contact)}</span>
        {estimate.project?.name ? <span className={projectName}>{estimate.project.name}</span> : null}
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    className: wideOnly,
    cell: (estimate) => <span className={muted}>{formatDate(estimate.issue_date)}</span>,
  },
  {
    id: 'expiry',
    header: 'Expires',
    className: wideOnly,
    cell: (estimate) => <span className={muted}>{formatDate(estimate.expiry_date)}</span>,
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (estimate) => (
      <span className={amount} data-testid="row-total">
        {formatMoney(estimate.total, estimate.currency)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    className: wideOnly,
    cell: (estimate) => <EstimateStatusBadge label={estimate.status_label} />,
  },
];
