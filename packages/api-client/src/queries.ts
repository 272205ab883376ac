import type {
  CreditNoteListQuery,
  JobListQuery,
  LedgerAccountListQuery,
  RecurringInvoiceListQuery,
  TimeEntryListQuery,
} from '@daftari/contracts';
import { type QueryClientConfig, queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from './auth.ts';
import { getContact, listContacts } from './contacts.ts';
import { retryUnlessNotFound } from './errors.ts';
import { listLedgerAccounts } from './ledger.ts';

/** The defaults of every app's one query client (the shell's, and a remote's own when it runs alone). */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: { queries: { refetchOnWindowFocus: true, retry: retryUnlessNotFound } },
};

/** The signed-in user and their account, shared by the shell and every remote through one query cache. */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: () => fetchCurrentUser(),
  staleTime: 5 * 60_000,
  retry: 1,
});

/** The signed-in user's sessions (Settings › Security). */
export const sessionKeys = { all: ['sessions'] as const };

/**
 * Keys of the records more than one area shows. An area keeps its own keys for what only it shows, but a
 * contact or an invoice is cached under these, so a change made in one area refreshes every other.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (id: number) => [...contactKeys.details(), id] as const,
  /** What a contact picker offers for a search: among the lists, so a contact added anywhere shows in it. */
  options: (search: string) => [...contactKeys.lists(), 'options', search] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: string) => [...invoiceKeys.details(), id] as const,
  /** Under the invoice's detail key: whatever refreshes the invoice refreshes its activity. */
  activity: (id: string) => [...invoiceKeys.detail(id), 'activity'] as const,
};

/** Recurring invoices (series). A run that issues invoices changes `invoiceKeys.all` too. */
export const recurringInvoiceKeys = {
  all: ['recurring-invoices'] as const,
  lists: () => [...recurringInvoiceKeys.all, 'list'] as const,
  list: (query: RecurringInvoiceListQuery) => [...recurringInvoiceKeys.lists(), query] as const,
  details: () => [...recurringInvoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...recurringInvoiceKeys.details(), id] as const,
};

/** The account's background jobs (failed e-mails, reminders, recurring invoices) and their retries. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: JobListQuery) => [...jobKeys.all, 'list', query] as const,
};

/** Bills: the purchases area lists them, a vendor's contact page shows theirs. */
export const billKeys = {
  all: ['bills'] as const,
  lists: () => [...billKeys.all, 'list'] as const,
  details: () => [...billKeys.all, 'detail'] as const,
  detail: (id: number) => [...billKeys.details(), id] as const,
};

/**
 * Estimates: the sales area lists them, a customer's contact page shows theirs. Converting one creates an
 * invoice, so a convert also invalidates `invoiceKeys.all`.
 */
export const estimateKeys = {
  all: ['estimates'] as const,
  lists: () => [...estimateKeys.all, 'list'] as const,
  details: () => [...estimateKeys.all, 'detail'] as const,
  detail: (id: string) => [...estimateKeys.details(), id] as const,
};

/**
 * Credit notes: the invoice page lists its own, the credit notes list all. Creating one or a refund changes
 * its invoice too, so invalidate `invoiceKeys.all` with it.
 */
export const creditNoteKeys = {
  all: ['credit-notes'] as const,
  lists: () => [...creditNoteKeys.all, 'list'] as const,
  list: (query: CreditNoteListQuery) => [...creditNoteKeys.lists(), query] as const,
  details: () => [...creditNoteKeys.all, 'detail'] as const,
  detail: (id: number) => [...creditNoteKeys.details(), id] as const,
};

/**
 * Time entries: the timesheet and entry list, the project page's logged hours and the shell's running-timer
 * indicator. Starting, stopping or billing time invalidates `all`.
 */
export const timeEntryKeys = {
  all: ['time-entries'] as const,
  lists: () => [...timeEntryKeys.all, 'list'] as const,
  list: (query: TimeEntryListQuery) => [...timeEntryKeys.lists(), query] as const,
  running: () => [...timeEntryKeys.all, 'running'] as const,
};

/**
 * The chart of accounts (GET /ledger_accounts), by query: the accounting area and every account picker read
 * it under these keys, so a change of the chart, or a posting, invalidates `all` and refreshes every area's copy.
 */
export const ledgerAccountKeys = {
  all: ['ledger-accounts'] as const,
  list: (query: LedgerAccountListQuery) => [...ledgerAccountKeys.all, 'list', query] as const,
};

/** GET /ledger_accounts with `query` (every account not archived unless told), cached by that query. */
export const ledgerAccountsQuery = (query: LedgerAccountListQuery = {}) =>
  queryOptions({ queryKey: ledgerAccountKeys.list(query), queryFn: () => listLedgerAccounts(query) });

/** A contact picker asks for at most this many contacts per search (the API's largest page). */
const CONTACT_OPTIONS_LIMIT = 100;

/** GET /contacts?search=…&page=1&per_page=100: the contacts a picker offers for what the owner typed. */
export const contactOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: contactKeys.options(search),
    queryFn: () => listContacts({ search, page: 1, per_page: CONTACT_OPTIONS_LIMIT }),
  });

/** One contact, as every area reads it. */
export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: () => getContact(id),
    enabled: Number.isInteger(id) && id > 0,
  });
