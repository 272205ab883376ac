import { STATEMENT_LINE_STATUSES, type StatementLineStatus } from '@daftari/contracts';
import { useSearchParams } from '@daftari/router';
import type { LineQuery } from '../api/lines.ts';

export type InboxFilter = {
  status: StatementLineStatus | 'all';
  accountId: number | null;
  from: string;
  to: string;
  search: string;
  page: number;
  perPage: number;
};

const date = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');
const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The inbox's filters live in the URL (`status`, `account`, `from`, `to`, `search`, `page`, `per_page`). */
export function useInboxFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: InboxFilter = {
    status: STATEMENT_LINE_STATUSES.includes(status as StatementLineStatus)
      ? (status as StatementLineStatus)
      : 'all',
    accountId: params.get('account') ? positive(params.get('account'), 0) || null : null,
    from: date(params.get('from')),
    to: date(params.get('to')),
    search: params.get('search') ?? '',
    page: positive(params.get('page'), 1),
    perPage: Math.min(positive(params.get('per_page'), 50), 100),
  };
  const change = (next: Partial<InboxFilter>) =>
    setParams(
      () => {
        const merged = { ...filter, page: 1, ...next };
        const out = new URLSearchParams();
        if (merged.status !== 'all') out.set('status', merged.status);
        if (merged.accountId !== null) out.set('account', String(merged.accountId));
        if (merged.from) out.set('from', merged.from);
        if (merged.to) out.set('to', merged.to);
        if (merged.search) out.set('search', merged.search);
        if (merged.page !== 1) out.set('page', String(merged.page));
        if (merged.perPage !== 50) out.set('per_page', String(merged.perPage));
        return out;
      },
      { replace: true },
    );
  return [filter, change] as const;
}

/** The filter as GET /bank_lines takes it. */
export const lineQueryOf = (filter: InboxFilter, search: string): LineQuery => ({
  status: filter.status === 'all' ? undefined : filter.status,
  ledger_account_id: filter.accountId ?? undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
  search: search.trim() || undefined,
  page: filter.page,
  per_page: filter.perPage,
});
