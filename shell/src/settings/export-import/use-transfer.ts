import { businessTransferKeys, getExport, getImport, startExport, startImport } from '@daftari/api-client';
import type { BusinessExport, BusinessImport } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** How often a pending export or import is asked about: each runs as a background job on the server. */
const POLL_MS = 1000;
const whilePending = (status: string | undefined) => (status === 'pending' ? POLL_MS : false);

/** Starting an export, and its state until the ZIP is ready. */
export function useBusinessExport() {
  const [id, setId] = useState<number | null>(null);
  const start = useMutation({ mutationFn: startExport, onSuccess: (started) => setId(started.id) });
  const state = useQuery<BusinessExport>({
    queryKey: businessTransferKeys.export(id ?? 0),
    queryFn: () => getExport(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => whilePending(query.state.data?.status),
  });
  return { start, state: id === null ? null : state };
}

/** Starting an import of a ZIP, and its state until it is loaded; once done every screen reads again. */
export function useBusinessImport() {
  const queryClient = useQueryClient();
  const [id, setId] = useState<number | null>(null);
  const start = useMutation({ mutationFn: startImport, onSuccess: (started) => setId(started.id) });
  const state = useQuery<BusinessImport>({
    queryKey: businessTransferKeys.import(id ?? 0),
    queryFn: async () => {
      const answer = await getImport(id ?? 0);
      if (answer.status === 'done') {
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== businessTransferKeys.all[0],
        });
      }
      return answer;
    },
    enabled: id !== null,
    refetchInterval: (query) => whilePending(query.state.data?.status),
  });
  return { start, state: id === null ? null : state };
}
