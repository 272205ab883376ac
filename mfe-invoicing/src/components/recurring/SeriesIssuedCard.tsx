import { areaPath, type RecurringInvoice } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Card, DataTable, type DataTableColumn } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { StatusBadge } from '../StatusBadge.tsx';
import { SeriesTotal } from './SeriesTotal.tsx';

type Issued = RecurringInvoice['invoices'][number];
type Item = RecurringInvoice['items'][number];

const nowrap = css({ whiteSpace: 'nowrap' });
const link = css({ color: 'accent.fg', fontWeight: 'medium', _hover: { textDecoration: 'underline' } });

const issuedColumns: DataTableColumn<Issued>[] = [
  {
    id: 'number',
    header: 'Invoice',
    cell: (invoice) => (
      <Link className={link} to={areaPath('invoicing', invoice.id)}>
        {invoice.invoice_number}
      </Link>
    ),
  },
  { id: 'issued', header: 'Issued on', cell: (invoice) => formatDateMedium(invoice.issue_date) },
  { id: 'status', header: 'Status', cell: (invoice) => <StatusBadge invoice={invoice} /> },
];

/** The invoices the series issued, newest first, each a link. */
export function SeriesIssuedCard({ series }: { series: RecurringInvoice }) {
  return (
    <Card title="Invoices issued" padded={false}>
      <DataTable
        caption="Invoices issued"
        columns={issuedColumns}
        rows={series.invoices}
        getRowId={(invoice) => invoice.id}
        emptyText="None yet: the first one is issued on its date."
      />
    </Card>
  );
}

/** The lines every invoice of the series gets. */
export function SeriesItemsCard({ series }: { series: RecurringInvoice }) {
  const columns: DataTableColumn<Item & { key: string }>[] = [
    { id: 'details', header: 'Details', cell: (item) => item.description },
    { id: 'quantity', header: 'Qty', align: 'end', cell: (item) => item.quantity },
    {
      id: 'price',
      header: 'Unit price',
      align: 'end',
      className: nowrap,
      cell: (item) => formatMoney(item.unit_price, series.currency),
    },
    { id: 'tax', header: 'Tax', align: 'end', cell: (item) => `${item.tax_rate}%` },
  ];
  return (
    <Card title="Items" padded={false}>
      <DataTable
        caption="Items"
        columns={columns}
        rows={series.items.map((item, index) => ({ ...item, key: String(index) }))}
        getRowId={(item) => item.key}
      />
      <SeriesTotal series={series} />
    </Card>
  );
}
