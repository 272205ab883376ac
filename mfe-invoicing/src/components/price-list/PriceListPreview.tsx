import type { PriceListImportPreviewRow, PriceListImportResult } from '@daftari/contracts';
import { formatMoney, pluralize } from '@daftari/format';
import { type DataTableColumn, ImportPreview } from '@daftari/ui';

const columns = (currency: string): DataTableColumn<PriceListImportPreviewRow>[] => [
  { id: 'description', header: 'Details', cell: (row) => row.description },
  { id: 'unit', header: 'Unit', cell: (row) => row.unit },
  { id: 'price', header: 'Unit price', align: 'end', cell: (row) => formatMoney(row.unit_price, currency) },
  { id: 'tax', header: 'VAT', align: 'end', cell: (row) => `${row.tax_rate}%` },
];

export interface PriceListPreviewProps {
  answer: PriceListImportResult;
  count: number;
  currency: string;
}

/** A price list file that checks out: how many items it holds and its first rows as they will be saved. */
export const PriceListPreview = ({ answer, count, currency }: PriceListPreviewProps) => (
  <ImportPreview
    ready={`${pluralize(count, 'item')} ready to import.`}
    count={count}
    columns={columns(currency)}
    rows={answer.preview}
  />
);
