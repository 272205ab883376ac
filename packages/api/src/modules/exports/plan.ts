/**
 * How an export's tables load into another business, in this order (each table after those it points at):
 * every row gets a new id (`serial`: the table's sequence; `uuid`: a random one), `account_id` becomes the
 * importing business, and each column of `refs` is translated through the new ids of the table it names.
 * `later` columns point forward (an invoice at the estimate it was made from, an entry at its later reversal):
 * they are written once every row is in. `replace` tables hold one row per business and scope (numbering):
 * the importing business's own rows give way to the export's. The ledger's sums, open items and the
 * contacts' totals are not loaded: the tables' triggers compute them again from the rows loaded.
 *
 * A column naming a person (users are not exported) is `person`: it becomes the importing business's first
 * owner where a person must be named (who tracked a time entry), or `cleared` to null where none need be (who
 * closed a year).
 *
 * Not loaded (they are in the ZIP all the same): the audit trail (the importing business writes its own, with
 * the import), bank statements and their matching, M-Pesa and Paystack records, eTIMS signatures and invoice
 * history: the documents they led to and their journal entries are.
 */
export interface TablePlan {
  table: string;
  id?: 'serial' | 'uuid';
  refs?: Record<string, string>;
  later?: Record<string, string>;
  replace?: true;
  person?: string[];
  cleared?: string[];
}

export const LEDGER_ACCOUNTS = 'ledger_accounts';

export const IMPORT_PLAN: readonly TablePlan[] = [
  {
    table: 'money_accounts',
    refs: { ledger_account_id: LEDGER_ACCOUNTS, payout_account_id: LEDGER_ACCOUNTS },
    replace: true,
  },
  { table: 'account_logos', replace: true },
  { table: 'contacts', id: 'serial' },
  { table: 'projects', id: 'serial', refs: { contact_id: 'contacts' } },
  { table: 'price_list_items', id: 'serial' },
  { table: 'exchange_rates', id: 'serial' },
  {
    table: 'invoices',
    id: 'uuid',
    refs: { contact_id: 'contacts', project_id: 'projects' },
    later: { estimate_id: 'estimates' },
  },
  {
    table: 'invoice_items',
    id: 'serial',
    refs: { invoice_id: 'invoices', ledger_account_id: LEDGER_ACCOUNTS },
  },
  {
    table: 'estimates',
    id: 'uuid',
    refs: { contact_id: 'contacts', project_id: 'projects', invoice_id: 'invoices' },
  },
  {
    table: 'estimate_items',
    id: 'serial',
    refs: { estimate_id: 'estimates', ledger_account_id: LEDGER_ACCOUNTS },
  },
  { table: 'payments', id: 'serial', refs: { invoice_id: 'invoices' } },
  { table: 'credit_notes', id: 'serial', refs: { invoice_id: 'invoices', contact_id: 'contacts' } },
  {
    table: 'credit_note_items',
    id: 'serial',
    refs: { credit_note_id: 'credit_notes', ledger_account_id: LEDGER_ACCOUNTS },
  },
  { table: 'refunds', id: 'serial', refs: { credit_note_id: 'credit_notes' } },
  { table: 'bills', id: 'serial', refs: { contact_id: 'contacts' } },
  { table: 'bill_lines', id: 'serial', refs: { bill_id: 'bills', ledger_account_id: LEDGER_ACCOUNTS } },
  { table: 'bill_payments', id: 'serial', refs: { bill_id: 'bills' } },
  {
    table: 'expenses',
    id: 'serial',
    refs: {
      ledger_account_id: LEDGER_ACCOUNTS,
      paid_from_account_id: LEDGER_ACCOUNTS,
      parent_expense_id: 'expenses',
    },
  },
  {
    table: 'time_entries',
    id: 'serial',
    refs: { project_id: 'projects', invoice_id: 'invoices' },
    person: ['user_id'],
  },
  { table: 'recurring_invoices', id: 'serial', refs: { contact_id: 'contacts', project_id: 'projects' } },
  {
    table: 'recurring_invoice_periods',
    refs: { recurring_invoice_id: 'recurring_invoices', invoice_id: 'invoices' },
  },
  { table: 'year_ends', id: 'serial', cleared: ['closed_by'] },
  { table: 'invoice_sequences', replace: true },
  { table: 'journal_sequences', replace: true },
  {
    table: 'journal_entries',
    id: 'serial',
    refs: { reversal_of: 'journal_entries' },
    later: { reversed_by: 'journal_entries' },
  },
  {
    table: 'journal_lines',
    id: 'serial',
    refs: { journal_entry_id: 'journal_entries', ledger_account_id: LEDGER_ACCOUNTS, contact_id: 'contacts' },
  },
];

/** The table a journal entry's `source_id` names, by its `source_type` (the others name no row: a date, none). */
export const ENTRY_SOURCES: Record<string, string> = {
  invoice: 'invoices',
  payment: 'payments',
  paystack_fee: 'payments',
  bill: 'bills',
  bill_payment: 'bill_payments',
  credit_note: 'credit_notes',
  refund: 'refunds',
  expense: 'expenses',
};

/** The tables whose rows make a business non-empty: an import goes only into a business without any. */
export const DOCUMENT_TABLES = [
  'invoices',
  'estimates',
  'credit_notes',
  'bills',
  'expenses',
  'journal_entries',
];
