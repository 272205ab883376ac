import { messageOf } from '@daftari/api-client';
import { DEFAULT_CURRENCY, type Invoice } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { Button, Card, Field, Textarea, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { fieldRow, formSections } from '@daftari/ui/styled-system/recipes';
import { ContactPicker } from '@daftari/ui/widgets';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useCreateRecurringInvoice } from '../../api/recurring.ts';
import { rateTextResolver } from '../../lib/currencies.ts';
import { recurringPath } from '../../lib/recurring.ts';
import {
  type RecurringFormInput,
  type RecurringFormOutput,
  recurringDefaults,
  recurringFormSchema,
  recurringRequestOf,
} from '../../lib/recurring-form.ts';
import { today } from '../../lib/terms.ts';
import { useAccountCurrency } from '../document-form/use-account-currency.ts';
import { SeriesInvoiceFields } from './SeriesInvoiceFields.tsx';
import { SeriesItemsFields } from './SeriesItemsFields.tsx';
import { SeriesScheduleFields } from './SeriesScheduleFields.tsx';

const { root: sections, section } = formSections();
const sectionTitle = css({ textStyle: 'overline', color: 'fg.subtle' });
const two = fieldRow({ columns: '2' });

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A new series, blank or from `invoice` ('Make recurring'); once created its page opens. */
export function RecurringForm({ invoice }: { invoice?: Invoice }) {
  const navigate = useNavigate();
  const create = useCreateRecurringInvoice();
  const form = useForm<RecurringFormInput, unknown, RecurringFormOutput>({
    resolver: rateTextResolver(recurringFormSchema, 'recurring_invoice', null),
    defaultValues: recurringDefaults(today(), invoice),
  });
  const books = useAccountCurrency(form, null) ?? DEFAULT_CURRENCY;
  const { control, register, formState } = form;
  const errors = formState.errors.recurring_invoice;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(recurringRequestOf(values), {
      onSuccess: (series) => {
        const issued = series.invoices.length;
        toast.success('Recurring invoice created', {
          description:
            issued > 0 ? `${issued} invoice${issued === 1 ? '' : 's'} issued for past periods.` : undefined,
        });
        navigate(recurringPath(series.id));
      },
      onError: (error) => toastError('Failed to create the recurring invoice', messageOf(error, '')),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="New recurring invoice">
        <Card
          footer={
            <>
              <Button variant="outline" asChild>
                <Link to={recurringPath()}>Cancel</Link>
              </Button>
              <Button type="submit" loading={create.isPending} loadingText="Creating...">
                Create recurring invoice
              </Button>
            </>
          }
        >
          <div className={sections}>
            <Section id="recurring-customer" title="Customer">
              <div className={two}>
                <Field label="Contact" required errorText={errors?.contact_id?.message}>
                  <Controller
                    control={control}
                    name="recurring_invoice.contact_id"
                    render={({ field, fieldState }) => (
                      <ContactPicker
                        value={field.value ?? null}
                        onChange={(id) => field.onChange(id ?? undefined)}
                        invalid={Boolean(fieldState.error)}
                      />
                    )}
                  />
                </Field>
              </div>
            </Section>
            <Section id="recurring-schedule" title="Schedule">
              <SeriesScheduleFields form={form} errors={errors} />
            </Section>
            <Section id="recurring-each" title="Each invoice">
              <SeriesInvoiceFields form={form} books={books} errors={errors} />
            </Section>
            <Section id="recurring-items" title="Items">
              <SeriesItemsFields control={control} register={register} errors={errors} />
            </Section>
            <Section id="recurring-notes" title="Notes">
              <Field label="Notes" helperText="Printed on every invoice." errorText={errors?.notes?.message}>
                <Textarea
                  rows={3}
                  placeholder="Thank you for your business."
                  {...register('recurring_invoice.notes')}
                />
              </Field>
            </Section>
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}
