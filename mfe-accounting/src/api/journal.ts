import { createJournalEntry, http, listJournalEntries, reverseJournalEntry, send } from '@daftari/api-client';
import {
  dataEnvelope,
  type JournalEntryCreateRequest,
  type JournalEntryListQuery,
  type RevaluationRequest,
  revaluationSchema,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountingKeys, ledgerKeys } from './keys.ts';

/** A page of the journal; the previous page stays on screen while the next one loads. */
export function useJournal(query: JournalEntryListQuery) {
  return useQuery({
    queryKey: accountingKeys.journal(query),
    queryFn: () => listJournalEntries(query),
    placeholderData: keepPreviousData,
  });
}

/** After a posting, everything read from the ledger is stale. */
function useRefreshLedger() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of ledgerKeys) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateJournalEntry() {
  const onSuccess = useRefreshLedger();
  return useMutation({
    mutationFn: (request: JournalEntryCreateRequest) => createJournalEntry(request),
    onSuccess,
  });
}

export function useReverseJournalEntry() {
  const onSuccess = useRefreshLedger();
  return useMutation({ mutationFn: (id: number) => reverseJournalEntry(id), onSuccess });
}

/** POST /ledger/revaluations: the unrealised differences of `as_of` posted (and reversed the next day). */
export function useRevalue() {
  const onSuccess = useRefreshLedger();
  return useMutation({
    mutationFn: async (request: RevaluationRequest) => {
      const { body } = await send(
        dataEnvelope(revaluationSchema),
        () => http.post('ledger/revaluations', { json: request }),
        'Failed to revalue the books',
      );
      return body.data;
    },
    onSuccess,
  });
}
