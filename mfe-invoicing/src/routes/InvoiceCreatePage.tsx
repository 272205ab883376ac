import { currentUserQuery, messageOf } from '@daftari/api-client';
import { areaPath, DEFAULT_CURRENCY, invoiceCreateRequestSchema } from '@daftari/contracts';
import { Link, useNavigate, useSearchParams } from '@daftari/router';
import {
  BackLink,
  Button,
  Card,
  Field,
  Input,
  PageHeader,
  Select,
  Textarea,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { fieldRow, formSections } from '@daftari/ui/styled-system/recipes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCreateInvoice } from '../api/invoices.ts';
import { useProjectOptions } from '../api/options.ts';
import { ContactCombobox } from '../components/ContactCombobox.tsx';
import { currencyOptions } from '../lib/currencies.ts';
import { INVOICE_LIST_PATH } from '../lib/navigation.ts';
import { dueDateFor, PAYMENT_TERM_OPTIONS, type PaymentTermValue, termFor, today } from '../lib/terms.ts';

const NO_PROJECT = 'none';
const DEFAULT_TERM: PaymentTermValue = '30';

/** The creation form: the contract's request, plus the payment terms that pick the due date. */
const formSchema = invoiceCreateRequestSchema.extend({
  terms: z.enum(
    PAYMENT_TERM_OPTIONS.map((option) => option.value) as [PaymentTermValue, ...PaymentTermValue[]],
  ),
});
type FormInput = z.input<typeof formSchema>;

const layout = css({ maxW: '3xl' });
const { root: sections, section } = formSections();
const sectionTitle = css({ textStyle: 'overline', color: 'fg.subtle' });
const two = fieldRow({ columns: '2' });
const three = fieldRow({ columns: '3', alignTop: true });

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : undefined;
};

export function InvoiceCreatePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery);
  const projects = useProjectOptions();
  const create = useCreateInvoice();
  const accountCurrency = user.data?.account.currency;
  const issueDate = today();

  const form = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      invoice: {
        contact_id: positiveInt(searchParams.get('contactId')),
        project_id: positiveInt(searchParams.get('projectId')) ?? null,
        issue_date: issueDate,
        due_date: dueDateFor(issueDate, DEFAULT_TERM),
        currency: accountCurrency ?? DEFAULT_CURRENCY,
        notes: '',
      },
      terms: DEFAULT_TERM,
    },
  });
  const { control, register, setValue, getValues, formState } = form;
  const errors = formState.errors.invoice;

  // The account's currency arrives with the current user; it is the default until the owner picks one.
  useEffect(() => {
    if (accountCurrency && !form.getFieldState('invoice.currency').isDirty) {
      setValue('invoice.currency', accountCurrency);
    }
  }, [accountCurrency, form, setValue]);

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

  const projectItems = [
    { value: NO_PROJECT, label: 'No project' },
    ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
  ];
  const showProjects = projects.isSuccess && projects.data.length > 0;

  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
        title="New Invoice"
        description="Pick who it's for and when it's due. You'll add the items next."
      />
      <form onSubmit={onSubmit} noValidate aria-label="New invoice">
        <Card
          footer={
            <>
              <Button variant="outline" asChild>
                <Link to={INVOICE_LIST_PATH}>Cancel</Link>
              </Button>
              <Button type="submit" loading={create.isPending} loadingText="Creating...">
                Create Invoice
              </Button>
            </>
          }
        >
          <div className={sections}>
            <section className={section} aria-labelledby="invoice-customer">
              <h2 id="invoice-customer" className={sectionTitle}>
                Customer
              </h2>
              <div className={two}>
                <Field label="Contact" required errorText={errors?.contact_id?.message}>
                  <Controller
                    control={control}
                    name="invoice.contact_id"
                    render={({ field, fieldState }) => (
                      <ContactCombobox
                        value={field.value ?? null}
                        onChange={(id) => field.onChange(id ?? undefined)}
                        placeholder="Select a contact..."
                        inputPlaceholder="Search contacts..."
                        emptyText="No contact found."
                        invalid={Boolean(fieldState.error)}
                      />
                    )}
                  />
                </Field>
                {showProjects ? (
                  <Field label="Project" helperText="Optional" errorText={errors?.project_id?.message}>
                    <Controller
                      control={control}
                      name="invoice.project_id"
                      render={({ field }) => (
                        <Select
                          items={projectItems}
                          value={field.value == null ? NO_PROJECT : String(field.value)}
                          onValueChange={(value) =>
                            field.onChange(value === NO_PROJECT ? null : Number(value))
                          }
                        />
                      )}
                    />
                  </Field>
                ) : null}
              </div>
            </section>

            <section className={section} aria-labelledby="invoice-dates">
              <h2 id="invoice-dates" className={sectionTitle}>
                Dates
              </h2>
              <div className={three}>
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
            </section>

            <section className={section} aria-labelledby="invoice-details">
              <h2 id="invoice-details" className={sectionTitle}>
                Details
              </h2>
              <div className={three}>
                <Field label="Currency" errorText={errors?.currency?.message}>
                  <Controller
                    control={control}
                    name="invoice.currency"
                    render={({ field }) => (
                      <Select
                        items={currencyOptions(accountCurrency)}
                        value={field.value ?? accountCurrency ?? DEFAULT_CURRENCY}
                        onValueChange={field.onChange}
                      />
                    )}
                  />
                </Field>
              </div>
              <Field
                label="Notes"
                helperText="Printed on the invoice, e.g. thanks or delivery details."
                errorText={errors?.notes?.message}
              >
                <Textarea
                  rows={3}
                  placeholder="Thank you for your business."
                  {...register('invoice.notes')}
                />
              </Field>
            </section>
          </div>
        </Card>
      </form>
    </div>
  );
}
