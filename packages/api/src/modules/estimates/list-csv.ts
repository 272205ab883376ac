import { contactLabel, type EstimateSummary } from '@daftari/contracts';
import { documentTotalColumns, type ListCsv, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /estimates?format=csv: one row per estimate, amounts in the estimate's currency. */
export const estimatesCsv: ListCsv<EstimateSummary> = {
  filename: 'estimates',
  columns: [
    textColumn('Number', (row) => row.estimate_number),
    textColumn('Status', (row) => row.status_label),
    textColumn('Contact', (row) => contactLabel(row.contact, '')),
    textColumn('Contact e-mail', (row) => row.contact.email),
    textColumn('Project', (row) => row.project?.name),
    plainColumn('Issue date', (row) => row.issue_date),
    plainColumn('Expiry date', (row) => row.expiry_date),
    plainColumn('Currency', (row) => row.currency),
    ...documentTotalColumns(),
    textColumn('Accepted by', (row) => row.accepted_by),
    textColumn('Decline reason', (row) => row.decline_reason),
    textColumn('Notes', (row) => row.notes),
    plainColumn('Id', (row) => row.id),
  ],
};
