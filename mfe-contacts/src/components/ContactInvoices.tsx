import { currentUserQuery, errorMessage } from '@daftari/api-client';
import { areaPath } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { useNavigate } from '@daftari/router';
import {
  Badge,
  Card,
  DataTable,
  type DataTableColumn,
  InvoiceIcon,
  LoadError,
  statusTone,
} from '@daftari/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ContactInvoice, useContactInvoices } from '../api/invoices.ts';
import { DocumentsLoading, DocumentTotals, NoDocuments, NumberLink } from './contact-documents.tsx';

const statusLabel = (invoice: ContactInvoice) => invoice.status_label || invoice.status || 'Draft';
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function columns(currency: string): DataTableColumn<ContactInvoice>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      cell: (invoice) => (
        <NumberLink to={areaPath('invoicing', invoice.id)}>{invoice.invoice_number ?? 'Draft'}</NumberLink>
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

  let body: ReactNode;
  if (invoices.isPending) {
    body = <DocumentsLoading />;
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
      <NoDocuments
        icon={<InvoiceIcon size={18} />}
        title="No invoices yet"
        text="Invoices you send this contact show up here, with what they have paid and what they still owe."
        action="Create an invoice"
        creates="POST /api/invoices"
        to={`${areaPath('invoicing', 'create')}?contactId=${contactId}`}
      />
    );
  } else {
    body = (
      <>
        <DocumentTotals
          label="Invoice totals"
          currency={currency}
          totals={[
            { label: 'Total invoiced', amount: summary?.total_amount },
            { label: 'Paid', amount: summary?.total_paid, tone: 'success' },
            {
              label: 'Outstanding',
              amount: summary?.total_unpaid,
              tone: Number(summary?.total_unpaid) > 0 ? 'danger' : undefined,
            },
          ]}
        />
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
