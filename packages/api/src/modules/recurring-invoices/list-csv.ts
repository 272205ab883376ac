import { contactLabel, type RecurringInvoice } from '@daftari/contracts';
import { type ListCsv, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /recurring_invoices?format=csv: one row per series. */
export const recurringInvoicesCsv: ListCsv<RecurringInvoice> = {
  filename: 'recurring-invoices',
  columns: [
    textColumn('Contact', (row) => contactLabel(row.contact, '')),
    textColumn('Status', (row) => row.status),
    textColumn('Frequency', (row) => row.frequency),
    plainColumn('Interval', (row) => row.interval),
    plainColumn('Start date', (row) => row.start_date),
    plainColumn('End date', (row) => row.end_date),
    plainColumn('Occurrences', (row) => row.occurrences),
    plainColumn('Next issue date', (row) => row.next_issue_date),
    plainColumn('Due days', (row) => row.due_days),
    plainColumn('Auto send', (row) => row.auto_send),
    plainColumn('Currency', (row) => row.currency),
    plainColumn('Invoices issued', (row) => row.invoices.length),
    textColumn('Notes', (row) => row.notes),
    plainColumn('Id', (row) => row.id),
  ],
};
