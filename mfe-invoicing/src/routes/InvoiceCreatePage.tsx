import { messageOf } from '@daftari/api-client';
import { areaPath, DEFAULT_CURRENCY, invoiceCreateRequestSchema } from '@daftari/contracts';
import { useNavigate, useSearchParams } from '@daftari/router';
import { BackLink, Field, Input, PageHeader, positiveInt, Select, toast, toastError } from '@daftari/ui';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCreateInvoice } from '../api/invoices.ts';
import { CustomerFields } from '../components/document-form/CustomerFields.tsx';
import { DetailsFields } from '../components/document-form/DetailsFields.tsx';
import { FormCard } from '../components/document-form/FormCard.tsx';
import { FormSection } from '../components/document-form/FormSection.tsx';
import { formLayout, threeFields } from '../components/document-form/form-styles.ts';
import { useAccountCurrency } from '../components/document-form/use-account-currency.ts';
import { useDefaultNotes, useDocumentSettings } from '../components/document-form/use-document-defaults.ts';
import { rateTextResolver, type WithRateText } from '../lib/currencies.ts';
import { INVOICE_LIST_PATH } from '../lib/navigation.ts';
import {
  dueDateFor,
  dueDateIn,
  PAYMENT_TERM_OPTIONS,
  type PaymentTermValue,
  termFor,
  today,
} from '../lib/terms.ts';

const DEFAULT_TERM: PaymentTermValue = '30';

/** The creation form: the contract's request, plus the payment terms that pick the due date. */
const formSchema = invoiceCreateRequestSchema.extend({
  terms: z.enum(
    PAYMENT_TERM_OPTIONS.map((option) => option.value) as [PaymentTermValue, ...PaymentTermValue[]],
  ),
});
/** Its exchange rate is held as the text typed (rateTextResolver). */
type FormInput = WithRateText<z.input<typeof formSchema>, 'invoice'>;

export function InvoiceCreatePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const issueDate = today();

  const form = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: rateTextResolver(formSchema, 'invoice'),
    defaultValues: {
      invoice: {
        contact_id: positiveInt(searchParams.get('contactId')) ?? undefined,
        project_id: positiveInt(searchParams.get('projectId')) ?? null,
        issue_date: issueDate,
        due_date: dueDateFor(issueDate, DEFAULT_TERM),
        currency: DEFAULT_CURRENCY,
        exchange_rate: '',
        notes: '',
      },
      terms: DEFAULT_TERM,
    },
  });
  const { control, register, setValue, getValues, getFieldState, formState } = form;
  const errors = formState.errors.invoice;
  const accountCurrency = useAccountCurrency(form, 'invoice.currency');
  useDefaultNotes(form, 'invoice.notes');

  // The business's payment terms pick the due date once they arrive, unless the owner has picked one.
  const termsDays = useDocumentSettings()?.payment_terms_days;
  useEffect(() => {
    if (
      termsDays === undefined ||
      getFieldState('terms').isDirty ||
      getFieldState('invoice.due_date').isDirty
    )
      return;
    const due = dueDateIn(getValues('invoice.issue_date'), termsDays);
    setValue('invoice.due_date', due);
    setValue('terms', termFor(getValues('invoice.issue_date'), due));
  }, [termsDays, getFieldState, getValues, setValue]);

  const terms = useWatch({ control, name: 'terms' });

  const onIssueDateChange = (value: string) => {
    const term = getValues('terms');
    if (term !== 'custom')
      setValue('invoice.due_date', dueDateFor(value, term), { shouldValidate: formState.isSubmitted });
  };

  const onTermChange = (term: PaymentTermValue, onChange: (term: PaymentTermValue) => void) => {
    onChange(term);
    if (term !== 'custom') {
      setValue('invoice.due_date', dueDateFor(getValues('invoice.issue_date'), term), {
        shouldValidate: formState.isSubmitted,
      });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    const { terms: _terms, ...request } = values;
    create.mutate(request, {
      onSuccess: (invoice) => {
        toast.success(`Invoice ${invoice.invoice_number} created`, {
          description: 'Add its items, then send it to your customer.',
        });
        navigate(areaPath('invoicing', invoice.id));
      },
      onError: (error) => {
        toastError('Failed to create invoice', messageOf(error, ''));
      },
    });
  });

  return (
    <div className={formLayout}>
      <PageHeader
        eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
        title="New Invoice"
        description="Pick who it's for and when it's due. You'll add the items next."
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="New invoice">
          <FormCard
            cancelTo={INVOICE_LIST_PATH}
            submitLabel="Create Invoice"
            pendingLabel="Creating..."
            pending={create.isPending}
          >
            <FormSection id="invoice-customer" title="Customer">
              <CustomerFields prefix="invoice" />
            </FormSection>

            <FormSection id="invoice-dates" title="Dates">
              <div className={threeFields}>
                <Field label="Issue date" required errorText={errors?.issue_date?.message}>
                  <Input
                    type="date"
                    {...register('invoice.issue_date', {
                      onChange: (event) => onIssueDateChange(event.target.value),
                    })}
                  />
                </Field>
                <Field label="Payment terms">
                  <Controller
                    control={control}
                    name="terms"
                    render={({ field }) => (
                      <Select
                        items={[...PAYMENT_TERM_OPTIONS]}
                        value={field.value}
                        onValueChange={(value) => onTermChange(value as PaymentTermValue, field.onChange)}
                      />
                    )}
                  />
                </Field>
                <Field
                  label="Due date"
                  required
                  errorText={errors?.due_date?.message}
                  helperText={terms === 'custom' ? 'Any date on or after the issue date.' : undefined}
                >
                  <Input
                    type="date"
                    {...register('invoice.due_date', {
                      onChange: (event) =>
                        setValue('terms', termFor(getValues('invoice.issue_date'), event.target.value)),
                    })}
                  />
                </Field>
              </div>
            </FormSection>

            <FormSection id="invoice-details" title="Details">
              <DetailsFields
                prefix="invoice"
                accountCurrency={accountCurrency}
                notesHelper="Printed on the invoice, e.g. thanks or delivery details."
                notesPlaceholder="Thank you for your business."
              />
            </FormSection>
          </FormCard>
        </form>
      </FormProvider>
    </div>
  );
}
