import { areaPath, type InvoiceList } from '@daftari/contracts';
import { DataTable, Pager } from '@daftari/ui';
import { useEffect, useState } from 'react';
import type { ListParams } from '../../lib/list-params.ts';
import { fullPageNavigate } from '../../lib/navigation.ts';
import { invoiceColumns } from './invoice-columns.tsx';

export interface InvoiceTableProps {
  /** The page on screen; undefined until the first answer. */
  data: InvoiceList | undefined;
  params: ListParams;
  loading: boolean;
  /** A page is being fetched: the pager waits for it. */
  fetching: boolean;
  onChange: (change: Partial<ListParams>) => void;
}

/**
 * The rows with their selection and pager. A row opens its invoice with a full page load (in a new tab
 * with Ctrl or Cmd held).
 */
export function InvoiceTable({ data, params, loading, fetching, onChange }: InvoiceTableProps) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  // The selection belongs to the rows on screen: it clears whenever the list changes.
  useEffect(() => {
    setSelected(new Set());
  }, [data]);

  const meta = data?.meta;
  const currentPage = meta?.current_page ?? params.page;
  const totalPages = meta?.total_pages ?? 0;

  return (
    <DataTable
      caption="Invoices"
      columns={invoiceColumns}
      rows={data?.data ?? []}
      getRowId={(invoice) => invoice.id}
      getRowLabel={(invoice) => `Select invoice ${invoice.invoice_number}`}
      selectedIds={selected}
      onSelectedIdsChange={setSelected}
      selectAllLabel="Select all invoices on this page"
      onRowClick={(invoice, event) => {
        const url = areaPath('invoicing', invoice.id);
        if (event.metaKey || event.ctrlKey) window.open(url, '_blank', 'noopener');
        else fullPageNavigate(url);
      }}
      loading={loading}
      loadingText="Loading..."
      emptyText="No invoices found."
      footer={
        <Pager
          selectedCount={selected.size}
          total={meta?.total_count ?? 0}
          pageSize={params.perPage}
          onPageSizeChange={(perPage) => onChange({ perPage })}
          canPrevious={currentPage > 1}
          canNext={currentPage < totalPages}
          onPrevious={() => onChange({ page: Math.max(1, currentPage - 1) })}
          onNext={() => onChange({ page: currentPage + 1 })}
          disabled={fetching}
          page={currentPage}
          pageCount={totalPages}
        />
      }
    />
  );
}
