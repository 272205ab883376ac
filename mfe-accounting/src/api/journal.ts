import { createJournalEntry, listJournalEntries, reverseJournalEntry } from '@daftari/api-client';
import type { JournalEntryCreateRequest, JournalEntryListQuery } from '@daftari/contracts';
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
