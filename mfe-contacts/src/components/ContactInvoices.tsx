import { currentUserQuery, errorMessage } from '@daftari/api-client';
import { areaPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link, useNavigate } from '@daftari/router';
import {
  Badge,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  InvoiceIcon,
  LoadError,
  Skeleton,
  statusTone,
} from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ContactInvoice, useContactInvoices } from '../api/invoices.ts';
import { iconDisc } from './icon-disc.ts';

const strip = css({
  display: 'grid',
  gridTemplateColumns: { sm: 'repeat(3, 1fr)' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  overflow: 'hidden',
  mb: '4',
});
const stat = css({
  px: '4',
  py: '3',
  '&:not(:first-child)': {
    borderTopWidth: { base: '1px', sm: '0' },
    borderLeftWidth: { base: '0', sm: '1px' },
    borderStyle: 'solid',
    borderColor: 'border',
  },
});
const statLabel = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const statValue = css({
  mt: '1',
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
  '&[data-tone=danger]': { color: 'danger.fg' },
  '&[data-tone=success]': { color: 'success.fg' },
});
const numberLink = css({
  fontWeight: 'medium',
  color: 'fg',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});
const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '1',
  py: '10',
  px: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  bg: 'bg.subtle',
});
const emptyIcon = cx(iconDisc, css({ color: 'fg.subtle', boxShadow: 'xs' }));

const statusLabel = (invoice: ContactInvoice) => invoice.status_label || invoice.status || 'Draft';
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function columns(currency: string): DataTableColumn<ContactInvoice>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      cell: (invoice) => (
        <Link to={areaPath('invoicing', invoice.id)} className={numberLink}>
          {invoice.invoice_number ?? 'Draft'}
        </Link>
      ),
    },
    { id: 'date', header: 'Date', cell: (invoice) => formatDate(invoice.issue_date) || '-' },
    { id: 'due', header: 'Due Date', cell: (invoice) => formatDate(invoice.due_date) || '-' },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      cell: (invoice) => formatMoney(invoice.total, invoice.currency ?? currency),
    },
    {
      id: 'status',
      header: 'Status',
      align: 'end',
      cell: (invoice) => (
        <Badge tone={statusTone(statusLabel(invoice))}>{capitalize(statusLabel(invoice))}</Badge>
      ),
    },
  ];
}

/** The contact's invoices: what they were billed, paid and still owe (GET /invoices?contact_id=). */
export function ContactInvoices({ contactId }: { contactId: number }) {
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery);
  const invoices = useContactInvoices(contactId);
  const summary = invoices.data?.summary;
  const currency = summary?.currency || user?.account.currency || 'KES';
  const rows = invoices.data?.data ?? [];
  const newInvoice = `${areaPath('invoicing', 'create')}?contactId=${contactId}`;

  let body: ReactNode;
  if (invoices.isPending) {
    body = (
      <div className={css({ display: 'grid', gap: '3' })} aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={120} />
      </div>
    );
  } else if (invoices.isError) {
    body = (
      <LoadError
        title="Invoices could not be loaded"
        message={errorMessage(invoices.error, 'Please try again.')}
        onRetry={() => invoices.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <div className={empty}>
        <span className={emptyIcon}>
          <InvoiceIcon size={18} />
        </span>
        <p className={css({ fontWeight: 'semibold', color: 'fg' })}>No invoices yet</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: 'sm' })}>
          Invoices you send this contact show up here, with what they have paid and what they still owe.
        </p>
        <Button asChild size="sm" variant="outline" className={css({ mt: '3' })}>
          <Link to={newInvoice}>Create an invoice</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <dl className={strip} aria-label="Invoice totals">
          <div className={stat}>
            <dt className={statLabel}>Total invoiced</dt>
            <dd className={statValue}>{formatMoney(summary?.total_amount, currency)}</dd>
          </div>
          <div className={stat}>
            <dt className={statLabel}>Paid</dt>
            <dd className={statValue} data-tone="success">
              {formatMoney(summary?.total_paid, currency)}
            </dd>
          </div>
          <div className={stat}>
            <dt className={statLabel}>Outstanding</dt>
            <dd className={statValue} data-tone={Number(summary?.total_unpaid) > 0 ? 'danger' : undefined}>
              {formatMoney(summary?.total_unpaid, currency)}
            </dd>
          </div>
        </dl>
        <DataTable
          caption="Invoices"
          columns={columns(currency)}
          rows={rows}
          getRowId={(invoice) => invoice.id}
          onRowClick={(invoice, event) => {
            if ((event.target as HTMLElement).closest('a, button')) return;
            navigate(areaPath('invoicing', invoice.id));
          }}
        />
      </>
    );
  }

  return (
    <Card title="Invoices" description="Everything you have billed this contact.">
      {body}
    </Card>
  );
}
