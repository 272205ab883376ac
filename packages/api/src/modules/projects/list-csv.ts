import { contactLabel, type Project } from '@daftari/contracts';
import { type ListCsv, moneyColumn, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /projects?format=csv: one row per project. */
export const projectsCsv: ListCsv<Project> = {
  filename: 'projects',
  columns: [
    textColumn('Name', (row) => row.name),
    textColumn('Contact', (row) => contactLabel(row.contact, '')),
    textColumn('Type', (row) => row.project_type),
    plainColumn('End date', (row) => row.end_date),
    moneyColumn('Flat rate', (row) => row.flat_rate),
    moneyColumn('Hourly rate', (row) => row.hourly_rate),
    plainColumn('Total hours', (row) => row.total_hours),
    moneyColumn('Budget', (row) => row.budget),
    moneyColumn('Invoiced', (row) => row.invoiced_total),
    textColumn('Description', (row) => row.description),
    plainColumn('Id', (row) => row.id),
  ],
};
