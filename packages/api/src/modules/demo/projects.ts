import { projectCreateRequestSchema, timeEntryCreateRequestSchema } from '@daftari/contracts';
import { createProject } from '../projects/index.ts';
import { createTimeEntry } from '../time-entries/index.ts';
import { PROJECTS } from './catalogue.ts';
import type { DemoContacts, DemoContext } from './context.ts';
import { addDays, nairobiInstant } from './dates.ts';

/** The customer of each project in PROJECTS, by index in the customer list (companies come first). */
const PROJECT_CUSTOMERS = [0, 1, 2, 8, 15];

const WORK = [
  'Concept sketches',
  'Client review meeting',
  'Layout and typesetting',
  'Revisions',
  'Print proofs',
];

export interface DemoProject {
  id: number;
  contactId: number;
  name: string;
}

/** Fixed-price and hourly projects, each with time logged every few days from its start. */
export async function createProjects(context: DemoContext, contacts: DemoContacts): Promise<DemoProject[]> {
  const created: DemoProject[] = [];
  for (const [index, [name, type, amount]] of PROJECTS.entries()) {
    const contactId = contacts.customers[PROJECT_CUSTOMERS[index]!]!;
    const start = addDays(context.today, -context.random.int(60, 330));
    const input = projectCreateRequestSchema.parse({
      contact_id: contactId,
      project: {
        name,
        project_type: type,
        ...(type === 'hourly_rate' ? { hourly_rate: amount } : { flat_rate: amount }),
        total_hours: context.random.int(40, 120),
        end_date: addDays(start, context.random.int(60, 150)),
        project_invoice_sequence: false,
        description: type === 'hourly_rate' ? 'Billed monthly by the hour' : 'Fixed fee, half on approval',
      },
    });
    const project = await createProject(context.db, context.accountId, input);
    created.push({ id: project.id, contactId, name });
    await logTime(context, project.id, start);
  }
  return created;
}

async function logTime(context: DemoContext, projectId: number, start: string): Promise<void> {
  const entries = context.random.int(6, 14);
  for (let index = 0; index < entries; index += 1) {
    const day = addDays(start, index * context.random.int(3, 9));
    if (day >= context.today) break;
    const input = timeEntryCreateRequestSchema.parse({
      time_entry: {
        project_id: projectId,
        started_at: nairobiInstant(day, context.random.int(8, 14)).toISOString(),
        duration_seconds: context.random.int(2, 12) * 1800,
        description: context.random.pick(WORK),
        billable: context.random.chance(0.85),
      },
    }).time_entry;
    await createTimeEntry(context.db, context.accountId, context.userId, input);
  }
}
