import { type BillSummary, contactLabel } from '@daftari/contracts';
import {
  documentTotalColumns,
  type ListCsv,
  moneyColumn,
  plainColumn,
  textColumn,
} from '../../http/list-csv.ts';

/** GET /bills?format=csv: one row per bill, amounts in the bill's currency. */
export const billsCsv: ListCsv<BillSummary> = {
  filename: 'bills',
  columns: [
    textColumn('Number', (row) => row.bill_number),
    textColumn('Status', (row) => row.status_label),
    textColumn('Supplier', (row) => contactLabel(row.contact, '')),
    plainColumn('Issue date', (row) => row.issue_date),
    plainColumn('Due date', (row) => row.due_date),
    plainColumn('Currency', (row) => row.currency),
    ...documentTotalColumns(),
    moneyColumn('Paid', (row) => row.paid_amount),
    moneyColumn('Balance', (row) => row.balance),
    moneyColumn('Total in books', (row) => row.total_in_books),
    textColumn('Notes', (row) => row.notes),
    plainColumn('Id', (row) => row.id),
  ],
};
