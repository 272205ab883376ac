import type { AUDIT_HISTORY_DOCUMENTS } from './audit.ts';
import type { Role } from './current-user.ts';

/**
 * The one permission table: every route a signed-in user may call (`METHOD /api/path` as Fastify registers
 * it) and the roles that may call it. A route of the authenticated group missing here is refused (403), and
 * the API's permission-table test fails for it. The API enforces it (src/http/permission-checks.ts); the
 * screens hide what a role may not call (`mayCall`).
 *
 * Roles, from most to least: the owner may do everything; the accountant everything but the team, the
 * Paystack / M-Pesa / SMTP keys and the outbox; the bookkeeper the day-to-day documents, payments and
 * statement lines, and reads reports; the invoicer contacts, estimates, invoices (create, edit, send; their
 * payments shown on the invoice), time and projects; the viewer reads everything but the team's e-mails.
 * The outbox is the owner's alone: it holds the team's invitation and password-reset links.
 */
export interface Permission {
  roles: readonly Role[];
  /** What the refused role may not do, as in "An invoicer may not record payments". */
  action: string;
  /** On an invoice (`:id`) that is no draft any more, only these roles (the invoicer edits drafts only). */
  sentInvoice?: Permission;
}

const OWNER: readonly Role[] = ['owner'];
const LEDGER: readonly Role[] = ['owner', 'accountant'];
const BOOKS: readonly Role[] = ['owner', 'accountant', 'bookkeeper'];
const SALES: readonly Role[] = ['owner', 'accountant', 'bookkeeper', 'invoicer'];
const EVERYONE: readonly Role[] = ['owner', 'accountant', 'bookkeeper', 'invoicer', 'viewer'];
/** Reads of the books side: everyone but the invoicer. */
const BOOKS_READ: readonly Role[] = ['owner', 'accountant', 'bookkeeper', 'viewer'];

const may = (roles: readonly Role[], action: string): Permission => ({ roles, action });

const self = may(EVERYONE, 'manage their own sign-in');
const team = may(OWNER, 'manage the team');
const teamRead = may(BOOKS_READ, 'see the team');
const keys = may(OWNER, 'change the Paystack, M-Pesa or SMTP keys');
const keysRead = may(BOOKS_READ, 'see the M-Pesa settings');
const providersRead = may(BOOKS_READ, 'see the Paystack and SMTP settings');
const settings = may(LEDGER, 'change the business’s settings');
const tax = may(LEDGER, 'change the eTIMS and tax settings');
const outbox = may(OWNER, 'read the outbox');
const read = may(EVERYONE, 'read this');
const readBooks = may(BOOKS_READ, 'read the books');
const sales = may(SALES, 'change contacts, estimates, invoices or time');
const send = may(SALES, 'send invoices or estimates');
const invoiceDraft: Permission = { ...sales, sentInvoice: may(BOOKS, 'change an invoice once it is sent') };
const voiding = may(BOOKS, 'void documents');
const payments = may(BOOKS, 'record payments');
const creditNotes = may(BOOKS, 'change credit notes');
const expenses = may(BOOKS, 'change expenses or bills');
const banking = may(BOOKS, 'change statements or their lines');
const bankAccounts = may(LEDGER, 'change money accounts');
const priceList = may(BOOKS, 'change the price list');
const rates = may(BOOKS, 'change exchange rates');
const jobs = may(BOOKS, 'retry background jobs');
const transfer = may(LEDGER, 'export or import the whole business');
const ledger = may(LEDGER, 'change the chart of accounts or journal entries');
const openings = may(LEDGER, 'import opening balances');
const reconcile = may(LEDGER, 'complete or undo reconciliations');
const closeYear = may(LEDGER, 'close a financial year');
const reopenYear = may(OWNER, 'reopen a closed financial year');
const reports = may(BOOKS_READ, 'read reports');
const expensesRead = may(BOOKS_READ, 'read expenses or bills');
const bankingRead = may(BOOKS_READ, 'read banking');
/** The audit trail names the team and every change: the owner, the accountant and a read-only auditor. */
const audit = may(['owner', 'accountant', 'viewer'], 'read the audit trail');

/** A document's own history: whoever may read the document. */
const HISTORY_READERS: Record<(typeof AUDIT_HISTORY_DOCUMENTS)[number], Permission> = {
  invoices: read,
  estimates: read,
  recurring_invoices: read,
  contacts: read,
  projects: read,
  credit_notes: readBooks,
  journal_entries: readBooks,
  bills: expensesRead,
  expenses: expensesRead,
  bank_rules: bankingRead,
};

export const permissionTable: Record<string, Permission> = {
  'DELETE /api/logout': self,
  'GET /api/users/current': self,
  'PUT /api/users/current': self,
  'PUT /api/users/current/password': self,
  'POST /api/users/current/totp': self,
  'POST /api/users/current/totp/enable': self,
  'DELETE /api/users/current/totp': self,
  'GET /api/sessions': self,
  'DELETE /api/sessions': self,
  'DELETE /api/sessions/:id': self,

  'GET /api/memberships': teamRead,
  'GET /api/memberships/:id': teamRead,
  'POST /api/memberships': team,
  'PUT /api/memberships/:id': team,
  'DELETE /api/memberships/:id': team,

  'GET /api/account': read,
  'PUT /api/account': settings,
  'GET /api/account/logo': read,
  'PUT /api/account/logo': settings,
  'DELETE /api/account/logo': settings,
  'POST /api/account/etims/initialize': tax,
  'GET /api/account/daraja': keysRead,
  'PUT /api/account/daraja': keys,
  'POST /api/account/daraja/register_urls': keys,
  'GET /api/account/paystack': providersRead,
  'PUT /api/account/paystack': keys,
  'DELETE /api/account/paystack': keys,
  'POST /api/account/paystack/test': keys,
  'GET /api/account/smtp': providersRead,
  'PUT /api/account/smtp': keys,
  'DELETE /api/account/smtp': keys,
  'POST /api/account/smtp/test': keys,
  'POST /api/etims/initialize': tax,
  'GET /api/etims/codes': read,
  'GET /api/etims/item_classes': read,
  'POST /api/etims/purchases/pull': expenses,
  'GET /api/outbox': outbox,
  'GET /api/outbox/:id': outbox,
  'GET /api/jobs': readBooks,
  'POST /api/jobs/:id/retry': jobs,
  'POST /api/exports': transfer,
  'GET /api/exports/:id': transfer,
  'GET /api/exports/:id/download': transfer,
  'POST /api/imports': transfer,
  'GET /api/imports/:id': transfer,

  'GET /api/contacts': read,
  'GET /api/contacts/:id': read,
  'POST /api/contacts': sales,
  'PUT /api/contacts/:id': sales,
  'POST /api/contacts/import': sales,
  'GET /api/contacts/:id/statement': read,
  'POST /api/contacts/:id/statement/email': send,

  'GET /api/invoices': read,
  'POST /api/invoices': sales,
  'GET /api/invoices/:id': read,
  'PUT /api/invoices/:id': invoiceDraft,
  'DELETE /api/invoices/:id': invoiceDraft,
  'POST /api/invoices/:id/void': voiding,
  'POST /api/invoices/:id/add_items': invoiceDraft,
  'PUT /api/invoices/:id/items/:itemId': invoiceDraft,
  'DELETE /api/invoices/:id/items/:itemId': invoiceDraft,
  'POST /api/invoices/:id/payments': payments,
  'GET /api/payments/:id/receipt': read,
  'GET /api/invoices/:id/pdf': read,
  'POST /api/invoices/:id/email_invoice': send,
  'POST /api/invoices/bulk': send,
  'GET /api/invoices/pdfs': read,
  'GET /api/invoices/:id/activity': read,
  'POST /api/invoices/import_open': openings,

  'GET /api/estimates': read,
  'POST /api/estimates': sales,
  'GET /api/estimates/:id': read,
  'PUT /api/estimates/:id': sales,
  'DELETE /api/estimates/:id': sales,
  'POST /api/estimates/:id/add_items': sales,
  'PUT /api/estimates/:id/items/:itemId': sales,
  'DELETE /api/estimates/:id/items/:itemId': sales,
  'POST /api/estimates/:id/convert': sales,
  'GET /api/estimates/:id/pdf': read,
  'POST /api/estimates/:id/email_estimate': send,
  'POST /api/estimates/bulk': send,
  'GET /api/estimates/pdfs': read,

  'GET /api/credit_notes': readBooks,
  'POST /api/credit_notes': creditNotes,
  'GET /api/credit_notes/:id': readBooks,
  'POST /api/credit_notes/:id/refunds': creditNotes,
  'GET /api/credit_notes/:id/pdf': readBooks,

  'GET /api/recurring_invoices': read,
  'POST /api/recurring_invoices': sales,
  'GET /api/recurring_invoices/:id': read,
  'PUT /api/recurring_invoices/:id': sales,
  'DELETE /api/recurring_invoices/:id': sales,
  'POST /api/recurring_invoices/:id/pause': sales,
  'POST /api/recurring_invoices/:id/resume': sales,

  'GET /api/exchange_rates': read,
  'POST /api/exchange_rates': rates,
  'POST /api/exchange_rates/import': rates,
  'GET /api/price_list_items': read,
  'POST /api/price_list_items': priceList,
  'PATCH /api/price_list_items/:id': priceList,
  'DELETE /api/price_list_items/:id': priceList,
  'POST /api/price_list_items/import': priceList,

  'GET /api/projects': read,
  'POST /api/projects': sales,
  'GET /api/projects/:id': read,
  'PUT /api/projects/:id': sales,
  'POST /api/projects/:id/invoice_time': sales,
  'GET /api/time_entries': read,
  'POST /api/time_entries': sales,
  'GET /api/time_entries/running': read,
  'POST /api/time_entries/start': sales,
  'POST /api/time_entries/stop': sales,
  'PUT /api/time_entries/:id': sales,
  'DELETE /api/time_entries/:id': sales,

  'GET /api/mpesa/unmatched': bankingRead,
  'POST /api/mpesa/unmatched/:id/assign': payments,

  'GET /api/expenses': expensesRead,
  'GET /api/expenses/defaults': expensesRead,
  'GET /api/expenses/:id': expensesRead,
  'POST /api/expenses': expenses,
  'PUT /api/expenses/:id': expenses,
  'DELETE /api/expenses/:id': expenses,
  'GET /api/expenses/:id/attachment': expensesRead,
  'POST /api/expenses/extract_from_receipt': expenses,
  'POST /api/expenses/read_mpesa_message': expenses,
  'GET /api/bills': expensesRead,
  'POST /api/bills': expenses,
  'GET /api/bills/:id': expensesRead,
  'PUT /api/bills/:id': expenses,
  'DELETE /api/bills/:id': expenses,
  'POST /api/bills/:id/void': voiding,
  'POST /api/bills/:id/payments': payments,
  'GET /api/bills/:id/attachment': expensesRead,
  'GET /api/bill_payments/:id/receipt': expensesRead,
  'POST /api/bills/extract_from_document': expenses,
  'POST /api/bills/import_open': openings,

  'GET /api/ledger_accounts': read,
  'POST /api/ledger_accounts': ledger,
  'PUT /api/ledger_accounts/:id': ledger,
  'DELETE /api/ledger_accounts/:id': ledger,
  'GET /api/journal_entries': readBooks,
  'GET /api/journal_entries/:id': readBooks,
  'POST /api/journal_entries': ledger,
  'POST /api/journal_entries/:id/reverse': ledger,
  'POST /api/ledger/revaluations': ledger,
  'GET /api/ledger/year_ends': readBooks,
  'POST /api/ledger/year_ends': closeYear,
  'DELETE /api/ledger/year_ends/:year_end': reopenYear,

  'GET /api/bank_accounts': bankingRead,
  'POST /api/bank_accounts': bankAccounts,
  'PUT /api/bank_accounts/:id': bankAccounts,
  'GET /api/bank_accounts/:id/statements': bankingRead,
  'POST /api/bank_accounts/:id/statements': banking,
  'DELETE /api/statements/:id': banking,
  'GET /api/bank_lines': bankingRead,
  'POST /api/bank_lines/:id/exclude': banking,
  'POST /api/bank_lines/:id/include': banking,
  'POST /api/bank_lines/:id/unmatch': banking,
  'POST /api/bank_lines/:id/match': banking,
  'POST /api/bank_lines/:id/create': banking,
  'POST /api/bank_lines/:id/decline': banking,
  'POST /api/bank_lines/bulk': banking,
  'GET /api/bank_rules': bankingRead,
  'POST /api/bank_rules': banking,
  'GET /api/bank_rules/:id': bankingRead,
  'PUT /api/bank_rules/:id': banking,
  'DELETE /api/bank_rules/:id': banking,
  'POST /api/bank_rules/:id/apply': banking,
  'POST /api/bank_accounts/:id/payouts/sync': banking,
  'POST /api/bank_accounts/:id/payouts': banking,
  'GET /api/bank_accounts/:id/payouts': bankingRead,
  'DELETE /api/payouts/:id': banking,
  'POST /api/bank_accounts/:id/reconciliations': banking,
  'GET /api/bank_accounts/:id/reconciliations': bankingRead,
  'POST /api/reconciliations/:id/complete': reconcile,
  'POST /api/reconciliations/:id/undo': reconcile,

  'GET /api/reports/trial_balance': reports,
  'GET /api/reports/profit_and_loss': reports,
  'GET /api/reports/balance_sheet': reports,
  'GET /api/reports/general_ledger': reports,
  'GET /api/reports/receivables_aging': reports,
  'GET /api/reports/payables_aging': reports,
  'GET /api/reports/vat': reports,
  'GET /api/reports/vat_return': reports,
  'GET /api/reports/vat_schedules': reports,
  'GET /api/reports/reconciliation': reports,
  'GET /api/reports/dashboard': reports,
  'GET /api/reports/cash_flow': reports,
  'GET /api/reports/sales_by_customer': reports,
  'GET /api/reports/sales_by_item': reports,
  'GET /api/reports/expenses_by_category': reports,
  'GET /api/reports/expenses_by_supplier': reports,

  // Whoever may read any document; each kind is answered only to the roles that may read it (the API's search).
  'GET /api/search': read,

  'GET /api/audit_events': audit,
  'GET /api/audit_events/verify': audit,
  ...Object.fromEntries(
    Object.entries(HISTORY_READERS).map(([documents, permission]) => [
      `GET /api/${documents}/:id/history`,
      permission,
    ]),
  ),
};

/** Fields of a body only an owner may send, per route (the rest of the route follows its table entry). */
export const ownerOnlyFields: Record<string, { field: string; action: string }[]> = {
  'PUT /api/account': [
    { field: 'require_two_step', action: 'change the two-step sign-in rule' },
    { field: 'rotate_mpesa_token', action: 'change the Paystack, M-Pesa or SMTP keys' },
  ],
};

/**
 * Whether `role` may call the route `key` (`METHOD /api/path` with Fastify's `:params`); a route missing from
 * the table is refused. An invoice that is no draft any more narrows it further (`sentInvoice`).
 */
export function mayCall(role: Role, key: string, invoice?: { draft: boolean }): boolean {
  const permission = permissionTable[key];
  if (!permission?.roles.includes(role)) return false;
  if (invoice && !invoice.draft && permission.sentInvoice) return permission.sentInvoice.roles.includes(role);
  return true;
}
