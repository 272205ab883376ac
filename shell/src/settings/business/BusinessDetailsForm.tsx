import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { Card, Checkbox, Field, Input, Select, Textarea, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SettingsFormFooter } from '../SettingsFormFooter.tsx';
import {
  type BusinessField,
  businessForm,
  daysOf,
  FIELD_OF_API_KEY,
  MONTHS,
  updateOf,
  valuesOf,
} from './business-form.ts';
import { useSaveAccount } from './use-account-settings.ts';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
const wide = css({ gridColumn: { md: 'span 2' } });
const yearStart = css({ display: 'flex', flexWrap: 'wrap', gap: '2', '& > *': { flex: '1', minW: '32' } });
const group = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minW: '0',
  border: 'none',
  p: '0',
  m: '0',
});
const groupLabel = css({ textStyle: 'label', color: 'fg', h: '4.5', mb: '1.5', p: '0' });
const groupError = css({ textStyle: 'caption', color: 'danger', fontWeight: 'medium' });

const API_KEYS = Object.keys(FIELD_OF_API_KEY);

/** The business's details and how it is paid, in one form with one Save (read-only without the right). */
export function BusinessDetailsForm({ account, editable }: { account: Account; editable: boolean }) {
  const save = useSaveAccount();
  const form = useForm({ resolver: zodResolver(businessForm), defaultValues: valuesOf(account) });
  const { errors } = form.formState;
  const month = form.watch('fy_month');

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(updateOf(values)).then(
      (saved) => {
        form.reset(valuesOf(saved));
        toast.success('Business details saved');
      },
      (error: unknown) => {
        const rest = applyServerErrors(error, API_KEYS, (key, problem, options) =>
          form.setError(FIELD_OF_API_KEY[key] as BusinessField, problem, options),
        );
        const placed = error instanceof ApiError && error.details !== undefined && rest.length === 0;
        if (!placed)
          toast.error('The business details were not saved', {
            description: rest.join(' ') || errorMessage(error, 'Please try again.'),
          });
      },
    ),
  );

  const text = (
    name: BusinessField,
    label: ReactNode,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <Field label={label} errorText={errors[name]?.message} readOnly={!editable}>
      <Input
        autoComplete={props.autoComplete ?? 'off'}
        type={props.type}
        readOnly={!editable}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="Business details">
      <Card title="Business" description="Printed on your invoices, receipts and statements.">
        <div className={grid}>
          {text('legal_name', 'Legal name', { autoComplete: 'organization' })}
          {text('trading_name', 'Trading name')}
          {text('street1', 'Street', { autoComplete: 'address-line1' })}
          {text('street2', 'Street, second line', { autoComplete: 'address-line2' })}
          {text('city', 'City or town', { autoComplete: 'address-level2' })}
          {text('state', 'County or state', { autoComplete: 'address-level1' })}
          {text('postal_code', 'Postal code', { autoComplete: 'postal-code' })}
          {text('country', 'Country', { autoComplete: 'country-name' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {text('kra_pin', 'KRA PIN')}
          <fieldset className={group}>
            <legend className={groupLabel}>Financial year starts</legend>
            <div className={yearStart}>
              <Controller
                control={form.control}
                name="fy_month"
                render={({ field }) => (
                  <Select
                    aria-label="Financial year start month"
                    items={MONTHS}
                    value={field.value}
                    disabled={!editable}
                    onValueChange={(value) => {
                      field.onChange(value);
                      const days = daysOf(value).length;
                      if (Number(form.getValues('fy_day')) > days) form.setValue('fy_day', String(days));
                    }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="fy_day"
                render={({ field }) => (
                  <Select
                    aria-label="Financial year start day"
                    items={daysOf(month)}
                    value={field.value}
                    disabled={!editable}
                    onValueChange={field.onChange}
                  />
                )}
              />
            </div>
            {errors.fy_month ? <span className={groupError}>{errors.fy_month.message}</span> : null}
          </fieldset>
          <Field
            className={wide}
            helperText="New invoice lines default to 16 % VAT"
            errorText={errors.vat_registered?.message}
          >
            <Controller
              control={form.control}
              name="vat_registered"
              render={({ field }) => (
                <Checkbox checked={field.value} onCheckedChange={field.onChange} disabled={!editable}>
                  VAT registered
                </Checkbox>
              )}
            />
          </Field>
        </div>
      </Card>
      <Card title="Getting paid" description="Shown on every invoice and on the pay page.">
        <div className={grid}>
          {text('bank_name', 'Bank name')}
          {text('account_name', 'Account name')}
          {text('account_number', 'Account number')}
          {text('branch', 'Branch')}
          {text('sort_code', 'Sort code')}
          {text('paybill', 'M-Pesa paybill')}
          {text('till', 'M-Pesa till number')}
          <Field
            className={wide}
            label="Payment instructions"
            errorText={errors.payment_instructions?.message}
            readOnly={!editable}
          >
            <Textarea rows={3} readOnly={!editable} {...form.register('payment_instructions')} />
          </Field>
        </div>
      </Card>
      <SettingsFormFooter
        editable={editable}
        saving={save.isPending}
        readOnlyNote="An owner or an accountant changes these details."
      />
    </form>
  );
}
