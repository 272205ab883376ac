import { type CreditNoteSummary, contactLabel } from '@daftari/contracts';
import {
  documentTotalColumns,
  type ListCsv,
  moneyColumn,
  plainColumn,
  textColumn,
} from '../../http/list-csv.ts';

/** GET /credit_notes?format=csv: one row per credit note, amounts in its currency. */
export const creditNotesCsv: ListCsv<CreditNoteSummary> = {
  filename: 'credit-notes',
  columns: [
    textColumn('Number', (row) => row.credit_note_number),
    textColumn('Invoice', (row) => row.invoice_number),
    textColumn('Contact', (row) => contactLabel(row.contact, '')),
    plainColumn('Issue date', (row) => row.issue_date),
    plainColumn('Currency', (row) => row.currency),
    textColumn('Reason', (row) => row.reason),
    ...documentTotalColumns(),
    moneyColumn('Applied', (row) => row.applied_amount),
    moneyColumn('Refunded', (row) => row.refunded_amount),
    moneyColumn('Refundable', (row) => row.refundable_amount),
    plainColumn('Id', (row) => row.id),
  ],
};
