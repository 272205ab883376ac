import { downloadOutboxMessage, listOutbox, saveBlob } from '@daftari/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

export function useOutbox() {
  return useQuery({ queryKey: invoiceKeys.outbox(), queryFn: listOutbox, staleTime: 0 });
}

export function useDownloadOutboxMessage() {
  return useMutation({
    mutationFn: async (id: string) => saveBlob(await downloadOutboxMessage(id), `daftari-${id}.eml`),
  });
}
