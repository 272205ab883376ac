import { currentUserQuery, messageOf } from '@daftari/api-client';
import { areaPath, type PriceListItem } from '@daftari/contracts';
import { DEFAULT_CURRENCY } from '@daftari/format';
import { Link } from '@daftari/router';
import {
  Button,
  DataTable,
  EmptyState,
  LoadError,
  PageHeader,
  ScreenLoading,
  TagIcon,
  UploadIcon,
} from '@daftari/ui';
import { Allowed, useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePriceListItems } from '../api/invoices.ts';
import { ImportPriceListDialog } from '../components/price-list/ImportPriceListDialog.tsx';
import { KraDetailsDialog } from '../components/price-list/KraDetailsDialog.tsx';
import { priceListColumns } from '../components/price-list/price-list-columns.tsx';

/**
 * The price list: the saved items an invoice line can be filled from, how KRA eTIMS knows each, and an
 * import from another tool.
 */
export function PriceListPage() {
  const items = usePriceListItems();
  const currency = useQuery(currentUserQuery).data?.account.currency ?? DEFAULT_CURRENCY;
  const [importing, setImporting] = useState(false);
  const [describing, setDescribing] = useState<PriceListItem | null>(null);
  const mayDescribe = useMayCall()('PATCH /api/price_list_items/:id');

  return (
    <>
      <PageHeader
        title="Price list"
        description="Saved items fill in an invoice line's details, unit, price and VAT."
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to={areaPath('invoicing')}>Back to invoices</Link>
            </Button>
            <Allowed route="POST /api/price_list_items/import">
              <Button variant="outline" onClick={() => setImporting(true)}>
                <UploadIcon />
                Import
              </Button>
            </Allowed>
          </>
        }
      />
      {items.isPending ? (
        <ScreenLoading />
      ) : items.isError ? (
        <LoadError
          title="The price list could not be loaded"
          message={messageOf(items.error, 'Please try again.')}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <EmptyState
          icon={<TagIcon size={24} />}
          title="No items on your price list"
          description="Save a line to the price list from an invoice, or import the items of the tool you used before."
        />
      ) : (
        <DataTable
          caption="Price list"
          columns={priceListColumns({ currency, onKraDetails: mayDescribe ? setDescribing : undefined })}
          rows={items.data}
          getRowId={(item) => String(item.id)}
        />
      )}
      <ImportPriceListDialog open={importing} onOpenChange={setImporting} currency={currency} />
      <KraDetailsDialog item={describing} currency={currency} onClose={() => setDescribing(null)} />
    </>
  );
}
