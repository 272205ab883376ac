import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { listQueryFields } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

export const PROJECT_TYPES = ['fixed_price', 'hourly_rate'] as const;
export const projectTypeSchema = z.enum(PROJECT_TYPES, {
  error: 'Project type must be fixed_price or hourly_rate',
});
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_type: projectTypeSchema,
  end_date: z.string().nullable(),
  flat_rate: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  total_hours: z.number().nullable(),
  project_invoice_sequence: z.boolean(),
  /** The prefix of the project's own invoice numbers when it keeps a separate sequence. */
  invoice_prefix: z.string().nullable(),
  contact_id: z.number().int(),
  contact: z.object({
    id: z.number().int(),
    full_name: z.string().nullable(),
    company_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Flat rate, or hourly rate × total hours; null when not known. */
  budget: z.number().nullable(),
  /** Sum of the totals of the project's invoices. */
  invoiced_total: z.number(),
  /** Free text set through POST/PUT (the API always answers it; optional for older clients' fixtures). */
  description: z.string().nullable().optional(),
  created_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** What NUMERIC(14,2) holds: 1,000,000,000,000 itself would overflow the column. */
const MAX_MONEY = 999_999_999_999.99;
const money = (label: string) => decimalNumber(label, { places: 2, min: 0, max: MAX_MONEY }).nullish();

/** The project fields as POST takes them (PUT takes each as optional, without the defaults: updateFieldsOf). */
const projectFields = {
  name: requiredText('Project name'),
  project_type: projectTypeSchema.default('fixed_price'),
  end_date: calendarDate('End date').nullish(),
  flat_rate: money('Flat rate'),
  hourly_rate: money('Hourly rate'),
  total_hours: decimalNumber('Total hours', { places: 2, min: 0, max: 1e7 }).nullish(),
  project_invoice_sequence: z
    .boolean({ error: 'Separate invoice numbering must be true or false' })
    .default(false),
  description: optionalText('Description', 2000).optional(),
};
const PROJECT_REQUIRED = 'Project details are required';

/** POST /projects: `{project:{...}, contact_id}` (contact id at the top level, as the spec's screen sends it). */
export const projectCreateRequestSchema = z.object({
  contact_id: z
    .number({ error: (i) => (i.input == null ? 'Contact is required' : 'Contact must be a number') })
    .int(),
  project: z.object(projectFields, { error: PROJECT_REQUIRED }),
});
export type ProjectCreateRequest = z.input<typeof projectCreateRequestSchema>;

/** PUT /projects/{id}: the same fields, each optional (left out: unchanged; `null`: cleared). No defaults. */
export const projectUpdateRequestSchema = z.object({
  contact_id: projectCreateRequestSchema.shape.contact_id.optional(),
  project: z.object(updateFieldsOf(projectFields), { error: PROJECT_REQUIRED }),
});
export type ProjectUpdateRequest = z.input<typeof projectUpdateRequestSchema>;

export const projectListQuerySchema = z.object({ ...listQueryFields(10) });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
