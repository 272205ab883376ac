import { areaPath, type GeneralLedgerLine } from '@daftari/contracts';
import { sourcePath } from './links.ts';
import type { DateRange } from './report-dates.ts';

// Links out of a report. Another area's screen is a plain URL: remotes never import each other.

/** The general ledger of one account over a period. */
export function generalLedgerPath(ledgerAccountId: number, { from, to }: DateRange): string {
  const search = new URLSearchParams({
    report: 'general_ledger',
    ledger_account_id: String(ledgerAccountId),
    from,
    to,
  });
  return `${areaPath('accounting', 'reports')}?${search}`;
}

/** Another report of the area over a period (the profit and loss, the VAT report). */
export function periodReportPath(report: string, { from, to }: DateRange): string {
  return `${areaPath('accounting', 'reports')}?${new URLSearchParams({ report, from, to })}`;
}

/** A customer's invoices (the invoice list filtered by contact). */
export const contactInvoicesPath = (contactId: number) => `${areaPath('invoicing')}?contact=${contactId}`;

/**
 * Where a ledger line came from: an invoice or an expense opens its own screen; anything else (a payment,
 * which names no invoice here, a fee, a manual entry) opens the journal narrowed to that day, that account
 * and that kind of entry.
 */
export function ledgerLineSourcePath(
  line: Pick<GeneralLedgerLine, 'date' | 'source_type' | 'source_id'>,
  ledgerAccountId: number,
): string {
  const document = sourcePath(line);
  if (document) return document;
  const search = new URLSearchParams({
    from: line.date,
    to: line.date,
    ledger_account_id: String(ledgerAccountId),
    source_type: line.source_type,
  });
  return `${areaPath('accounting', 'journal-entry')}?${search}`;
}
