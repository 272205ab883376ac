import { contactLabel, type InvoiceListRow } from '@daftari/contracts';
import {
  documentTotalColumns,
  type ListCsv,
  moneyColumn,
  plainColumn,
  textColumn,
} from '../../http/list-csv.ts';

/** GET /invoices?format=csv: one row per invoice, amounts in the invoice's currency. */
export const invoicesCsv: ListCsv<InvoiceListRow> = {
  filename: 'invoices',
  columns: [
    textColumn('Number', (row) => row.invoice_number),
    textColumn('Status', (row) => row.status_label),
    textColumn('Contact', (row) => contactLabel(row.contact, '')),
    textColumn('Contact e-mail', (row) => row.contact.email),
    textColumn('Project', (row) => row.project?.name),
    plainColumn('Issue date', (row) => row.issue_date),
    plainColumn('Due date', (row) => row.due_date),
    plainColumn('Currency', (row) => row.currency),
    ...documentTotalColumns(),
    moneyColumn('Paid', (row) => row.paid_amount),
    moneyColumn('Credited', (row) => row.credited_amount),
    moneyColumn('Balance', (row) => row.balance),
    moneyColumn('Total in books', (row) => row.total_in_books),
    textColumn('Notes', (row) => row.notes),
    plainColumn('Id', (row) => row.id),
  ],
};
