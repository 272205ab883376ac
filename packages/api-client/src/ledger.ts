import {
  chartAccountSchema,
  dataEnvelope,
  type JournalEntryCreateRequest,
  type JournalEntryListQuery,
  journalEntryListQuerySchema,
  journalEntryListSchema,
  journalEntrySchema,
  type LedgerAccountCreateRequest,
  type LedgerAccountListQuery,
  type LedgerAccountUpdateRequest,
} from '@daftari/contracts';
import { z } from 'zod';
import { http, send, sendEmpty } from './http.ts';

const chartEnvelope = dataEnvelope(z.array(chartAccountSchema));
const chartAccountEnvelope = dataEnvelope(chartAccountSchema);
const journalEntryEnvelope = dataEnvelope(journalEntrySchema);

/** The query's given fields as search parameters (undefined ones left out). */
function searchParamsOf(query: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params;
}

/**
 * GET /ledger_accounts: the chart of accounts with numbers, flags and balances; `type` and
 * `include_archived` narrow or widen it. The one client of this endpoint: cache it through `ledgerAccountsQuery`.
 */
export async function listLedgerAccounts(query: LedgerAccountListQuery = {}) {
  const { body } = await send(
    chartEnvelope,
    () => http.get('ledger_accounts', { searchParams: searchParamsOf(query) }),
    'Failed to load the chart of accounts',
  );
  return body.data;
}

export async function createLedgerAccount(request: LedgerAccountCreateRequest) {
  const { body } = await send(
    chartAccountEnvelope,
    () => http.post('ledger_accounts', { json: request }),
    'Failed to add the account',
  );
  return body.data;
}

export async function updateLedgerAccount(id: number, request: LedgerAccountUpdateRequest) {
  const { body } = await send(
    chartAccountEnvelope,
    () => http.put(`ledger_accounts/${id}`, { json: request }),
    'Failed to change the account',
  );
  return body.data;
}

export function deleteLedgerAccount(id: number): Promise<void> {
  return sendEmpty(() => http.delete(`ledger_accounts/${id}`), 'Failed to delete the account');
}

/** GET /journal_entries: a page of entries, newest first. */
export async function listJournalEntries(query: JournalEntryListQuery = {}) {
  const { body } = await send(
    journalEntryListSchema,
    () =>
      http.get('journal_entries', {
        // A page as JSON: the CSV's `format` and `ids` are downloadListCsv's.
        searchParams: searchParamsOf(
          journalEntryListQuerySchema.omit({ format: true, ids: true }).parse(query),
        ),
      }),
    'Failed to load the journal',
  );
  return body;
}

export async function createJournalEntry(request: JournalEntryCreateRequest) {
  const { body } = await send(
    journalEntryEnvelope,
    () => http.post('journal_entries', { json: request }),
    'Failed to post the entry',
  );
  return body.data;
}

/** POST /journal_entries/{id}/reverse: the reversing entry. */
export async function reverseJournalEntry(id: number) {
  const { body } = await send(
    journalEntryEnvelope,
    () => http.post(`journal_entries/${id}/reverse`, { json: {} }),
    'Failed to reverse the entry',
  );
  return body.data;
}
