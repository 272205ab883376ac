import { messageOf } from '@daftari/api-client';
import type { InvoiceItem } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';
import { useState } from 'react';
import { useDeleteInvoiceItem } from '../../api/invoices.ts';

/** Removes a line of the invoice, remembering which one is going so its buttons wait meanwhile. */
export function useRemoveInvoiceItem(invoiceId: string) {
  const deleteItem = useDeleteInvoiceItem(invoiceId);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const remove = (item: InvoiceItem) => {
    setRemovingId(item.id);
    deleteItem.mutate(item.id, {
      onSuccess: () => toast.success('Item removed'),
      onError: (error) => toastError('Failed to delete item', messageOf(error, '')),
      onSettled: () => setRemovingId(null),
    });
  };
  return { remove, removingId };
}
