import { applyServerErrors } from '@daftari/api-client';
import type { Project } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Card, Checkbox, Field, Input, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { fieldRow, formSections } from '@daftari/ui/styled-system/recipes';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { hourlyEstimate, PROJECT_TYPE_OPTIONS } from '../lib/display.ts';
import {
  PROJECT_FORM_FIELDS,
  type ProjectFormOutput,
  type ProjectFormValues,
  projectFormDefaults,
  projectFormResolver,
  projectFormSchema,
} from '../lib/project-form.ts';
import { ContactField } from './ContactField.tsx';

const { root: sections, section } = formSections();
const sectionTitle = css({ textStyle: 'heading.sm', color: 'fg' });
const sectionText = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '0.5' });
const two = fieldRow({ columns: '2', alignTop: true });
const three = fieldRow({ columns: '3', alignTop: true });
const amountBox = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const amountUnit = css({
  position: 'absolute',
  left: '3',
  fontSize: 'sm',
  color: 'fg.subtle',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
});
const withUnit = css({ pl: '12', fontVariantNumeric: 'tabular-nums' });
const budgetLine = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  layerStyle: 'inset',
  fontSize: 'sm',
  color: 'fg.muted',
});
const budgetValue = css({ fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums' });
const sequenceHint = css({ textStyle: 'caption', color: 'fg.subtle', pl: '6', mt: '-2' });

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className={section} aria-labelledby={id}>
      <div>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        <p className={sectionText}>{description}</p>
      </div>
      {children}
    </section>
  );
}

/** An amount input with its unit (the account currency, or 'hrs') inside, on the left. */
function UnitInput({ unit, ...rest }: Parameters<typeof Input>[0] & { unit: string }) {
  return (
    <div className={amountBox}>
      <span className={amountUnit} aria-hidden="true">
        {unit}
      </span>
      <Input className={withUnit} {...rest} />
    </div>
  );
}

const numeric = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal', autoComplete: 'off' } as const;

export interface ProjectFormProps {
  mode: 'create' | 'edit';
  project?: Project;
  currency: string;
  /** Sends the request; on failure rethrow the error so the form can show its details. */
  onSubmit: (values: ProjectFormOutput) => Promise<unknown>;
  cancel: ReactNode;
}

/**
 * New Project (and its edit): Contact, Project Details, Time & Money, Project-level Invoicing Sequence.
 * The project type decides which money fields show: Flat Rate for a fixed price, Hourly Rate and Total
 * Hours for an hourly rate.
 */
export function ProjectForm({ mode, project, currency, onSubmit, cancel }: ProjectFormProps) {
  const form = useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: projectFormResolver,
    defaultValues: projectFormDefaults(project),
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'project_type' });
  const [hourlyRate, totalHours] = useWatch({ control, name: ['hourly_rate', 'total_hours'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, PROJECT_FORM_FIELDS, form.setError);
    }
  });

  // The budget an hourly project comes to, once both numbers are valid.
  const rate = projectFormSchema.shape.hourly_rate.safeParse(hourlyRate ?? '');
  const hours = projectFormSchema.shape.total_hours.safeParse(totalHours ?? '');
  const estimate =
    type === 'hourly_rate' && rate.data != null && hours.data != null
      ? hourlyEstimate(rate.data, hours.data)
      : null;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New project' : 'Edit project'}>
      <Card
        footer={
          <>
            {cancel}
            <Button
              type="submit"
              loading={formState.isSubmitting}
              loadingText={mode === 'create' ? 'Creating...' : 'Saving...'}
            >
              {mode === 'create' ? 'Create Project' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <div className={sections}>
          <Section id="project-contact" title="Contact" description="Who the project is for.">
            <Controller
              control={control}
              name="contact_id"
              render={({ field, fieldState }) => (
                <ContactField
                  value={field.value ?? undefined}
                  onChange={(id) => field.onChange(id)}
                  errorText={fieldState.error?.message}
                  current={project?.contact}
                />
              )}
            />
          </Section>

          <Section
            id="project-details"
            title="Project Details"
            description="A name you will recognise on invoices, and how the work is priced."
          >
            <div className={two}>
              <Field label="Project Name" required errorText={errors.name?.message}>
                <Input autoComplete="off" placeholder="e.g. Website redesign" {...register('name')} />
              </Field>
              <Field label="Project Type" errorText={errors.project_type?.message}>
                <Controller
                  control={control}
                  name="project_type"
                  render={({ field }) => (
                    <Select
                      items={[...PROJECT_TYPE_OPTIONS]}
                      value={field.value ?? 'fixed_price'}
                      onValueChange={(value) => field.onChange(value)}
                    />
                  )}
                />
              </Field>
            </div>
          </Section>

          <Section
            id="project-money"
            title="Time & Money"
            description={
              type === 'hourly_rate'
                ? 'When it ends, what an hour costs and how many hours are planned.'
                : 'When it ends and the agreed price for the whole project.'
            }
          >
            <div className={type === 'hourly_rate' ? three : two}>
              <Field label="End Date" errorText={errors.end_date?.message}>
                <Input type="date" {...register('end_date')} />
              </Field>
              {type === 'hourly_rate' ? (
                <>
                  <Field label="Hourly Rate" errorText={errors.hourly_rate?.message}>
                    <UnitInput unit={currency} placeholder="0.00" {...numeric} {...register('hourly_rate')} />
                  </Field>
                  <Field label="Total Hours" errorText={errors.total_hours?.message}>
                    <UnitInput unit="hrs" placeholder="0" {...numeric} {...register('total_hours')} />
                  </Field>
                </>
              ) : (
                <Field label="Flat Rate" errorText={errors.flat_rate?.message}>
                  <UnitInput unit={currency} placeholder="0.00" {...numeric} {...register('flat_rate')} />
                </Field>
              )}
            </div>
            {estimate !== null ? (
              <p className={budgetLine} aria-live="polite">
                <span>Budget (hourly rate × total hours)</span>
                <span className={budgetValue}>{formatMoney(estimate, currency)}</span>
              </p>
            ) : null}
          </Section>

          <Section
            id="project-sequence"
            title="Project-level Invoicing Sequence"
            description="Number this project's invoices apart from the rest, if the customer asks for it."
          >
            <Controller
              control={control}
              name="project_invoice_sequence"
              render={({ field }) => (
                <Checkbox checked={Boolean(field.value)} onCheckedChange={field.onChange}>
                  Use a separate invoice numbering sequence for this project
                </Checkbox>
              )}
            />
            <p className={sequenceHint}>
              When enabled, invoices for this project will use their own sequence.
            </p>
          </Section>
        </div>
      </Card>
    </form>
  );
}
