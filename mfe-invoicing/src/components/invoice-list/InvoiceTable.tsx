import { areaPath, type InvoiceList } from '@daftari/contracts';
import { DataTable, ListPager, useRowSelection } from '@daftari/ui';
import { SelectionToolbar } from '@daftari/ui/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from '../../api/keys.ts';
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
 * The rows with their selection (and what can be done with it: send, mark sent, PDFs, CSV) and pager. A row opens its invoice with a full page load (in a new tab
 * with Ctrl or Cmd held).
 */
export function InvoiceTable({ data, params, loading, fetching, onChange }: InvoiceTableProps) {
  const [selected, setSelected] = useRowSelection(data);
  const queryClient = useQueryClient();
  const rows = data?.data ?? [];
  const numberOf = (id: string) => rows.find((invoice) => invoice.id === id)?.invoice_number ?? id;

  return (
    <>
      <SelectionToolbar
        list="invoices"
        documents="invoices"
        ids={[...selected]}
        filename="Invoices"
        noun="invoice"
        labelOf={numberOf}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })}
      />
      <DataTable
        caption="Invoices"
        columns={invoiceColumns}
        rows={rows}
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
          <ListPager
            meta={data?.meta}
            params={params}
            onChange={onChange}
            selectedCount={selected.size}
            disabled={fetching}
          />
        }
      />
    </>
  );
}
