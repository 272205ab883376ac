import { importPriceListItems, updatePriceListItem } from '@daftari/api-client';
import type { PriceListImportMapping, UpdatePriceListItemRequest } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

export interface PriceListImportRequest {
  file: Blob;
  dryRun?: boolean;
  mapping?: PriceListImportMapping;
}

/** POST /price_list_items/import; a real import (not a dry run) refreshes the price list. */
export function useImportPriceListItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun = false, mapping }: PriceListImportRequest) =>
      importPriceListItems(file, { dryRun, mapping }),
    onSuccess: (_answer, { dryRun }) => {
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: invoiceKeys.priceList() });
    },
  });
}

/** PATCH /price_list_items/{id}: how the item is taxed and known to KRA eTIMS; refreshes the price list. */
export function useUpdatePriceListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: UpdatePriceListItemRequest }) =>
      updatePriceListItem(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.priceList() }),
  });
}
