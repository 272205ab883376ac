import { applyServerErrors, currentUserQuery } from '@daftari/api-client';
import { type Contact, type ContactRequest, contactInputSchema, DEFAULT_CURRENCY } from '@daftari/contracts';
import { Button, Card, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CurrencyField } from './CurrencyField.tsx';

/** The form edits exactly what the API takes: the contract's schema is the form's schema. */
export type ContactFormValues = z.input<typeof contactInputSchema>;
export type ContactFormOutput = z.output<typeof contactInputSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'kra_pin',
  'currency',
  'billing_address.street',
  'billing_address.city',
  'billing_address.state',
  'billing_address.postal_code',
  'billing_address.country',
] as const satisfies readonly FieldPath<ContactFormValues>[];
type FormField = (typeof FIELDS)[number];

/** `books`: the account's currency, which a contact answers when it has none of its own. */
export function contactFormDefaults(contact?: Contact, books?: string): ContactFormValues {
  const address = contact?.billing_address;
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    company_name: contact?.company_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    kra_pin: contact?.kra_pin ?? '',
    currency: contact?.currency && contact.currency !== books ? contact.currency : null,
    billing_address: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postal_code: address?.postal_code ?? '',
      country: address?.country ?? '',
    },
  };
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
});
const full = css({ gridColumn: { md: '1 / -1' } });
const cards = css({ display: 'grid', gap: '5' });
const footer = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '2',
  pt: '1',
});

export interface ContactFormProps {
  mode: 'create' | 'edit';
  contact?: Contact;
  /** Sends the request; on failure rethrow the error so the form can show its details. */
  onSubmit: (request: ContactRequest) => Promise<unknown>;
  cancel: ReactNode;
}

/** Create and edit a contact: one form, validated by the contract, server errors under their fields. */
export function ContactForm({ mode, contact, onSubmit, cancel }: ContactFormProps) {
  const user = useQuery(currentUserQuery);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: contactFormDefaults(contact, user.data?.account.currency ?? DEFAULT_CURRENCY),
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ contact: values });
    } catch (error) {
      // The page's toast shows the server's message; what names a field goes under that field too.
      applyServerErrors(error, FIELDS, form.setError);
    }
  });

  const text = (
    name: FormField,
    label: string,
    input: Parameters<typeof Input>[0] = {},
    className?: string,
    helperText?: string,
  ) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return (
      <Field label={label} errorText={message} helperText={helperText} className={className}>
        <Input {...input} {...form.register(name)} />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'New contact' : 'Edit contact'}>
      <div className={cards}>
        <Card
          title="Contact"
          description="A name, a company or an email is enough to start; add the rest when you have it."
        >
          <div className={grid}>
            {text('first_name', 'First name', { autoComplete: 'off', autoFocus: mode === 'create' })}
            {text('last_name', 'Last name', { autoComplete: 'off' })}
            {text('company_name', 'Company', { autoComplete: 'off' }, full)}
            {text('email', 'Email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
            {text('phone', 'Phone', { type: 'tel', autoComplete: 'off', placeholder: '+254 712 345 678' })}
            {text(
              'kra_pin',
              'KRA PIN',
              {
                autoComplete: 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
                placeholder: 'P051234567X',
              },
              undefined,
              'Sent to KRA eTIMS with their invoices and listed in your VAT return, so they can claim the VAT.',
            )}
            <Controller
              control={form.control}
              name="currency"
              render={({ field, fieldState }) => (
                <CurrencyField
                  value={field.value}
                  onChange={field.onChange}
                  errorText={fieldState.error?.message}
                />
              )}
            />
          </div>
        </Card>
        <Card title="Billing address" description="Printed on the invoices you send this contact.">
          <div className={grid}>
            {text('billing_address.street', 'Street', { autoComplete: 'off' }, full)}
            {text('billing_address.city', 'City', { autoComplete: 'off' })}
            {text('billing_address.state', 'State / County', { autoComplete: 'off' })}
            {text('billing_address.postal_code', 'Postal code', { autoComplete: 'off' })}
            {text('billing_address.country', 'Country', { autoComplete: 'off' })}
          </div>
        </Card>
        <div className={footer}>
          {cancel}
          <Button
            type="submit"
            loading={isSubmitting}
            loadingText={mode === 'create' ? 'Creating...' : 'Saving...'}
          >
            {mode === 'create' ? 'Create Contact' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
