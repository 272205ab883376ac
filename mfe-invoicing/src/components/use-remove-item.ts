import { messageOf } from '@daftari/api-client';
import type { InvoiceItem } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Removes a line of a document with its delete mutation, remembering which one is going so its buttons wait
 * meanwhile.
 */
export function useRemoveItem(deleteItem: UseMutationResult<unknown, Error, number>) {
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
