import type { OpenBillImportPreviewRow, OpenBillImportResult } from '@daftari/contracts';
import { formatDate, formatMoney, pluralize } from '@daftari/format';
import { type DataTableColumn, ImportPreview } from '@daftari/ui';

const columns = (currency: string): DataTableColumn<OpenBillImportPreviewRow>[] => [
  { id: 'number', header: 'Bill number', cell: (row) => row.bill_number },
  { id: 'supplier', header: 'Supplier', cell: (row) => row.supplier_name },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.issue_date) },
  { id: 'due', header: 'Due', cell: (row) => formatDate(row.due_date) },
  { id: 'total', header: 'Total', align: 'end', cell: (row) => formatMoney(row.total, currency) },
  { id: 'balance', header: 'Balance', align: 'end', cell: (row) => formatMoney(row.balance, currency) },
];

export interface OpenBillsPreviewProps {
  answer: OpenBillImportResult;
  count: number;
  currency: string;
}

/** An open bills file that checks out: what it brings forward, on which date, and its first rows. */
export function OpenBillsPreview({ answer, count, currency }: OpenBillsPreviewProps) {
  const owed = formatMoney(answer.total_balance, currency);
  const paid = answer.already_paid > 0 ? ` ${pluralize(answer.already_paid, 'paid bill')} left out.` : '';
  return (
    <ImportPreview
      ready={`${pluralize(count, 'open bill')} ready to import: ${owed} owed on ${formatDate(answer.switching_date)}.${paid}`}
      count={count}
      columns={columns(currency)}
      rows={answer.preview}
    />
  );
}
