import {
  type Project,
  type ProjectCreateRequest,
  type ProjectUpdateRequest,
  projectCreateRequestSchema,
} from '@daftari/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldPath, Resolver } from 'react-hook-form';
import { z } from 'zod';

const request = projectCreateRequestSchema.shape;
const fields = request.project.shape;

/** A number input's text as the contract's number: blank is "not given", anything else must parse. */
const numberText = <S extends z.ZodType<number | null | undefined, number | null | undefined>>(schema: S) =>
  z
    .string()
    .trim()
    .transform((text): number | null | undefined => (text === '' ? undefined : Number(text)))
    .pipe(schema);

/**
 * The New Project form, field by field the contract's request (same rules, same messages), with the text
 * of the date and number inputs read into the contract's types.
 */
export const projectFormSchema = z.object({
  contact_id: request.contact_id,
  name: fields.name,
  project_type: fields.project_type,
  end_date: z
    .string()
    .trim()
    .transform((text): string | null | undefined => text || undefined)
    .pipe(fields.end_date),
  flat_rate: numberText(fields.flat_rate),
  hourly_rate: numberText(fields.hourly_rate),
  total_hours: numberText(fields.total_hours),
  project_invoice_sequence: fields.project_invoice_sequence,
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

const MONEY_FIELDS = ['flat_rate', 'hourly_rate', 'total_hours'] as const;

/** The money fields the project type shows: Flat Rate for a fixed price; Hourly Rate and Total Hours else. */
export function moneyFieldsOf(type: ProjectFormValues['project_type']) {
  return type === 'hourly_rate' ? (['hourly_rate', 'total_hours'] as const) : (['flat_rate'] as const);
}

/** The values as they are validated: a hidden money field keeps its text for later but counts as blank. */
export function withoutHiddenFields(values: ProjectFormValues): ProjectFormValues {
  const shown: readonly string[] = moneyFieldsOf(values.project_type);
  const next = { ...values };
  for (const name of MONEY_FIELDS) if (!shown.includes(name)) next[name] = '';
  return next;
}

const contractResolver = zodResolver(projectFormSchema);

/** Validates what is on screen (the project type decides which money fields count). */
export const projectFormResolver: Resolver<ProjectFormValues, unknown, ProjectFormOutput> = (
  values,
  context,
  options,
) => contractResolver(withoutHiddenFields(values), context, options);

export function projectFormDefaults(project?: Project): DefaultValues<ProjectFormValues> {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    contact_id: project?.contact_id,
    name: project?.name ?? '',
    project_type: project?.project_type ?? 'fixed_price',
    end_date: project?.end_date ?? '',
    flat_rate: text(project?.flat_rate),
    hourly_rate: text(project?.hourly_rate),
    total_hours: text(project?.total_hours),
    project_invoice_sequence: project?.project_invoice_sequence ?? false,
  };
}

/**
 * POST /projects: the contact id as a number at the top level; the end date only if filled; the flat rate
 * only for a fixed price; hourly rate and total hours only for an hourly rate, each only if filled. A blank
 * flat rate is left out too.
 */
export function toCreateRequest(values: ProjectFormOutput): ProjectCreateRequest {
  const project: ProjectCreateRequest['project'] = {
    name: values.name,
    project_type: values.project_type,
  };
  if (values.end_date) project.end_date = values.end_date;
  if (values.project_type === 'fixed_price') {
    if (values.flat_rate != null) project.flat_rate = values.flat_rate;
  } else {
    if (values.hourly_rate != null) project.hourly_rate = values.hourly_rate;
    if (values.total_hours != null) project.total_hours = values.total_hours;
  }
  project.project_invoice_sequence = values.project_invoice_sequence;
  return { project, contact_id: values.contact_id };
}

/**
 * PUT /projects/{id}: every field of the form. What is blank, or belongs to the other project type, is sent
 * as null so the stored value clears (left out, it would stay as it was).
 */
export function toUpdateRequest(values: ProjectFormOutput): ProjectUpdateRequest {
  const fixed = values.project_type === 'fixed_price';
  return {
    contact_id: values.contact_id,
    project: {
      name: values.name,
      project_type: values.project_type,
      end_date: values.end_date ?? null,
      flat_rate: fixed ? (values.flat_rate ?? null) : null,
      hourly_rate: fixed ? null : (values.hourly_rate ?? null),
      total_hours: fixed ? null : (values.total_hours ?? null),
      project_invoice_sequence: values.project_invoice_sequence,
    },
  };
}

/** The form's fields, where a 422's `details` (`name`, `project.flat_rate`, `contact_id`) can be shown. */
export const PROJECT_FORM_FIELDS = [
  'contact_id',
  'name',
  'project_type',
  'end_date',
  'flat_rate',
  'hourly_rate',
  'total_hours',
  'project_invoice_sequence',
] as const satisfies readonly FieldPath<ProjectFormValues>[];
