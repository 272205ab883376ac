import type { OpenInvoiceImportPreviewRow, OpenInvoiceImportResult } from '@daftari/contracts';
import { formatDate, formatMoney, pluralize } from '@daftari/format';
import { type DataTableColumn, ImportPreview } from '@daftari/ui';

const columns = (currency: string): DataTableColumn<OpenInvoiceImportPreviewRow>[] => [
  { id: 'number', header: 'Number', cell: (row) => row.invoice_number },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer_name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.issue_date) },
  { id: 'due', header: 'Due', cell: (row) => formatDate(row.due_date) },
  { id: 'total', header: 'Total', align: 'end', cell: (row) => formatMoney(row.total, currency) },
  { id: 'balance', header: 'Balance', align: 'end', cell: (row) => formatMoney(row.balance, currency) },
];

export interface OpenInvoicesPreviewProps {
  answer: OpenInvoiceImportResult;
  count: number;
  currency: string;
}

/** An open invoices file that checks out: what it brings forward, on which date, and its first rows. */
export function OpenInvoicesPreview({ answer, count, currency }: OpenInvoicesPreviewProps) {
  const owed = formatMoney(answer.total_balance, currency);
  const paid = answer.already_paid > 0 ? ` ${pluralize(answer.already_paid, 'paid invoice')} left out.` : '';
  return (
    <ImportPreview
      ready={`${pluralize(count, 'open invoice')} ready to import: ${owed} owed on ${formatDate(answer.switching_date)}.${paid}`}
      count={count}
      columns={columns(currency)}
      rows={answer.preview}
    />
  );
}
