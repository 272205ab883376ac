import { http, send } from '@daftari/api-client';
import type {
  StatementLineCreateRequest,
  StatementLineListQuery,
  StatementMatchKind,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { bankingKeys } from './keys.ts';
import { useRefreshMoney } from './refresh.ts';
import { bankLinePageSchema, bulkEnvelope, lineEnvelope } from './schemas.ts';

export type LineQuery = Partial<Omit<StatementLineListQuery, 'search'>> & { search?: string | undefined };

async function listBankLines(query: LineQuery) {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') searchParams.set(key, String(value));
  }
  const { body } = await send(
    bankLinePageSchema,
    () => http.get('bank_lines', { searchParams }),
    'Failed to load statement lines',
  );
  return body;
}

export function useBankLines(query: LineQuery) {
  return useQuery({
    queryKey: bankingKeys.lines(query),
    queryFn: () => listBankLines(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * What one line can be told: matched to documents, a suggestion declined (never made again), excluded,
 * included back, unmatched.
 */
export type LineAction =
  | { action: 'match'; kind: 'invoice_payment' | 'payment'; ids: string[] }
  | { action: 'decline'; kind: StatementMatchKind; ids: string[] }
  | { action: 'exclude' | 'include' | 'unmatch' };

async function actOnLine(id: number, change: LineAction) {
  const json = 'kind' in change ? { kind: change.kind, ids: change.ids } : undefined;
  const { body } = await send(
    lineEnvelope,
    () => http.post(`bank_lines/${id}/${change.action}`, json ? { json } : {}),
    `Could not ${change.action} the line`,
  );
  return body.data;
}

export function useLineAction() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: LineAction }) => actOnLine(id, change),
    onSettled: refresh,
  });
}

/** POST /bank_lines/bulk: accept takes each line's best suggestion. */
export function useBulkLines() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: number[]; action: 'accept' | 'exclude' }) => {
      const { body } = await send(
        bulkEnvelope,
        () => http.post('bank_lines/bulk', { json: { ids, action } }),
        `Could not ${action} the lines`,
      );
      return body.data.changed;
    },
    onSettled: refresh,
  });
}

/** What the inbox books a line as: an expense (money out) or income (money in). */
export type CreateFromLine = StatementLineCreateRequest & { kind: 'expense' | 'income' };

/** POST /bank_lines/{id}/create: books the line as an expense or income on an account, matched to it. */
export function useCreateFromLine() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CreateFromLine }) => {
      const { body } = await send(
        lineEnvelope,
        () => http.post(`bank_lines/${id}/create`, { json: input }),
        'Could not book the line',
      );
      return body.data;
    },
    onSettled: refresh,
  });
}
