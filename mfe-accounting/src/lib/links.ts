import { areaPath, type JournalEntry, sectionPath } from '@daftari/contracts';

/** The general ledger report of one account. */
export const generalLedgerPath = (ledgerAccountId: number) =>
  `${areaPath('accounting', 'reports')}?report=general_ledger&ledger_account_id=${ledgerAccountId}`;

/** The screen of the document that posted an entry, when it has one. */
export function sourcePath(entry: Pick<JournalEntry, 'source_type' | 'source_id'>): string | undefined {
  if (!entry.source_id) return undefined;
  if (entry.source_type === 'invoice') return areaPath('invoicing', entry.source_id);
  if (entry.source_type === 'expense') return areaPath('expenses', entry.source_id, 'edit');
  if (entry.source_type === 'bill') return sectionPath('bills', entry.source_id);
  return undefined;
}

/** A contact's page. */
export const contactPath = (contactId: number) => areaPath('contacts', contactId);
