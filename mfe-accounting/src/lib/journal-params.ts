import {
  type JournalEntryListQuery,
  type JournalSourceType,
  journalSourceTypeSchema,
} from '@daftari/contracts';
import { changePageParams, type PageParams, positiveInt, readPageParams, writePageParams } from '@daftari/ui';

/** The journal's view state, kept in the URL: page, page size and the filters. */
export interface JournalParams extends PageParams {
  from: string;
  to: string;
  /** A ledger account id as text, '' for every account. */
  account: string;
  source: JournalSourceType | '';
}

const isDate = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

export function readJournalParams(params: URLSearchParams): JournalParams {
  const source = journalSourceTypeSchema.safeParse(params.get('source_type'));
  const account = positiveInt(params.get('ledger_account_id'));
  return {
    ...readPageParams(params),
    from: isDate(params.get('from')) ? (params.get('from') as string) : '',
    to: isDate(params.get('to')) ? (params.get('to') as string) : '',
    account: account ? String(account) : '',
    source: source.success ? source.data : '',
  };
}

/** A change of a filter or of the page size goes back to page 1; empty filters stay out of the URL. */
export function writeJournalParams(current: JournalParams, change: Partial<JournalParams>): URLSearchParams {
  const next = changePageParams(current, change, ['perPage', 'from', 'to', 'account', 'source']);
  const params = new URLSearchParams();
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.account) params.set('ledger_account_id', next.account);
  if (next.source) params.set('source_type', next.source);
  return writePageParams(params, next);
}

/** The request of the journal's page. */
export const journalQuery = (params: JournalParams): JournalEntryListQuery => ({
  page: params.page,
  per_page: params.perPage,
  ...(params.from ? { from: params.from } : {}),
  ...(params.to ? { to: params.to } : {}),
  ...(params.account ? { ledger_account_id: Number(params.account) } : {}),
  ...(params.source ? { source_type: params.source } : {}),
});
