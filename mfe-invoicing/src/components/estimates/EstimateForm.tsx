import { DEFAULT_CURRENCY, type Estimate, estimateCreateRequestSchema } from '@daftari/contracts';
import { Field, Input, positiveInt } from '@daftari/ui';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { rateText, rateTextResolver, type WithRateText } from '../../lib/currencies.ts';
import { dueDateFor, today } from '../../lib/terms.ts';
import { CustomerFields } from '../document-form/CustomerFields.tsx';
import { DetailsFields } from '../document-form/DetailsFields.tsx';
import { FormCard } from '../document-form/FormCard.tsx';
import { FormSection } from '../document-form/FormSection.tsx';
import { twoFields } from '../document-form/form-styles.ts';
import { useAccountCurrency } from '../document-form/use-account-currency.ts';
import { useDefaultNotes } from '../document-form/use-document-defaults.ts';

/** A new estimate is valid this many days unless the owner picks another expiry date. */
const VALID_DAYS = '30';

/** Its exchange rate is held as the text typed (rateTextResolver). */
type FormInput = WithRateText<z.input<typeof estimateCreateRequestSchema>, 'estimate'>;
export type EstimateFields = z.output<typeof estimateCreateRequestSchema>['estimate'];

/** A new estimate's fields: today, valid 30 days, the contact or project the address names. */
function newEstimateValues(search: URLSearchParams): FormInput {
  const issueDate = today();
  return {
    estimate: {
      contact_id: positiveInt(search.get('contactId')) ?? undefined,
      project_id: positiveInt(search.get('projectId')) ?? null,
      issue_date: issueDate,
      expiry_date: dueDateFor(issueDate, VALID_DAYS),
      currency: DEFAULT_CURRENCY,
      exchange_rate: '',
      notes: '',
    },
  } as FormInput;
}

const valuesOf = (estimate: Estimate): FormInput => ({
  estimate: {
    contact_id: estimate.contact_id,
    project_id: estimate.project_id,
    issue_date: estimate.issue_date,
    expiry_date: estimate.expiry_date,
    currency: estimate.currency,
    exchange_rate: rateText(estimate.exchange_rate),
    notes: estimate.notes ?? '',
  },
});

export interface EstimateFormProps {
  /** The estimate being edited; without it, a new one (its defaults read from `search`). */
  estimate?: Estimate;
  search: URLSearchParams;
  cancelTo: string;
  pending: boolean;
  onSubmit: (fields: EstimateFields) => void;
}

/**
 * The estimate's customer, dates (issue and expiry, 30 days later by default; moving the issue date of a new
 * estimate moves the expiry date along until the owner sets one) and details.
 */
export function EstimateForm({ estimate, search, cancelTo, pending, onSubmit }: EstimateFormProps) {
  const form = useForm<FormInput, unknown, z.output<typeof estimateCreateRequestSchema>>({
    resolver: rateTextResolver(estimateCreateRequestSchema, 'estimate'),
    defaultValues: estimate ? valuesOf(estimate) : newEstimateValues(search),
  });
  const { register, setValue, getFieldState, formState } = form;
  const errors = formState.errors.estimate;
  const accountCurrency = useAccountCurrency(form, estimate ? null : 'estimate.currency');
  useDefaultNotes(form, estimate ? null : 'estimate.notes');

  const onIssueDateChange = (value: string) => {
    if (estimate || getFieldState('estimate.expiry_date').isDirty) return;
    setValue('estimate.expiry_date', dueDateFor(value, VALID_DAYS), {
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values.estimate))}
        noValidate
        aria-label={estimate ? `Edit estimate ${estimate.estimate_number}` : 'New estimate'}
      >
        <FormCard
          cancelTo={cancelTo}
          submitLabel={estimate ? 'Save Changes' : 'Create Estimate'}
          pendingLabel={estimate ? 'Saving...' : 'Creating...'}
          pending={pending}
        >
          <FormSection id="estimate-customer" title="Customer">
            <CustomerFields prefix="estimate" />
          </FormSection>
          <FormSection id="estimate-dates" title="Dates">
            <div className={twoFields}>
              <Field label="Issue date" required errorText={errors?.issue_date?.message}>
                <Input
                  type="date"
                  {...register('estimate.issue_date', {
                    onChange: (event) => onIssueDateChange(event.target.value),
                  })}
                />
              </Field>
              <Field
                label="Expiry date"
                required
                errorText={errors?.expiry_date?.message}
                helperText="The customer can accept it until this day."
              >
                <Input type="date" {...register('estimate.expiry_date')} />
              </Field>
            </div>
          </FormSection>
          <FormSection id="estimate-details" title="Details">
            <DetailsFields
              prefix="estimate"
              accountCurrency={accountCurrency}
              notesHelper="Printed on the estimate, e.g. what is included or how long the work takes."
              notesPlaceholder="Includes two rounds of changes. Delivery within three weeks."
            />
          </FormSection>
        </FormCard>
      </form>
    </FormProvider>
  );
}
