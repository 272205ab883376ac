import type { ChartAccount } from '@daftari/contracts';
import { Card, Field, Input, Textarea } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { fieldRow } from '@daftari/ui/styled-system/recipes';
import { CurrencyRateFields, LedgerAccountPicker } from '@daftari/ui/widgets';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  type DetectableField,
  type ExpenseFormValues,
  TYPE_ITEMS,
  VAT_ITEMS,
} from '../../lib/expense-form.ts';
import { DetectedBadge } from '../DetectedBadge.tsx';
import { FormSelect } from './FormSelect.tsx';
import { stack } from './styles.ts';
import type { UseReceiptExtraction } from './useReceiptExtraction.ts';

const two = fieldRow({ columns: '2', alignTop: true });
const hint = css({ color: 'fg.muted', fontSize: 'sm' });

export interface ExpenseDetailsCardProps {
  form: UseFormReturn<ExpenseFormValues>;
  extraction: UseReceiptExtraction;
  /** The accounts it can be paid from (`useMoneyAccounts`). */
  moneyAccounts: readonly ChartAccount[] | undefined;
  /** The expense's currency, and the books' (first in the currency list). */
  currency: string;
  books: string;
  /** false: the details wait for a receipt to be read, and a hint says so. */
  show: boolean;
}

/** What the expense is: type, account, date, total, the account paid from, VAT, reference and description. */
export function ExpenseDetailsCard({
  form,
  extraction,
  moneyAccounts,
  currency,
  books,
  show,
}: ExpenseDetailsCardProps) {
  const { control, register } = form;
  const { errors } = form.formState;
  const tag = (name: DetectableField): ReactNode =>
    extraction.isDetected(name) ? <DetectedBadge /> : undefined;

  if (!show) {
    return (
      <Card title="Expense details">
        <p className={hint}>
          {extraction.extracting
            ? 'Reading your receipt. The details will appear here.'
            : 'Choose a receipt or paste an M-Pesa message above and the details will appear here, ready to check.'}
        </p>
      </Card>
    );
  }
  return (
    <Card title="Expense details">
      <div className={stack}>
        <div className={two}>
          <Field label="Type" required errorText={errors.expenseType?.message}>
            <FormSelect control={control} name="expenseType" items={TYPE_ITEMS} />
          </Field>
          <Field
            label="Account"
            required
            labelEnd={tag('ledger_account_id')}
            helperText={
              extraction.accountSuggested ? 'Suggested by AI. You can change this if needed.' : undefined
            }
            errorText={errors.ledger_account_id?.message}
          >
            <Controller
              control={control}
              name="ledger_account_id"
              render={({ field, fieldState }) => (
                <LedgerAccountPicker
                  value={field.value}
                  onChange={(next) => {
                    extraction.dropSuggestion();
                    field.onChange(next);
                  }}
                  invalid={Boolean(fieldState.error)}
                />
              )}
            />
          </Field>
          <Field label="Dated" required labelEnd={tag('dated')} errorText={errors.dated?.message}>
            <Input type="date" {...register('dated')} />
          </Field>
          <Field
            label={`Total Value (${currency})`}
            required
            labelEnd={tag('totalValue')}
            errorText={errors.totalValue?.message}
          >
            <Input type="number" step="0.01" inputMode="decimal" {...register('totalValue')} />
          </Field>
          <CurrencyRateFields
            currencyName="currency"
            rateName="exchange_rate"
            dateName="dated"
            books={books}
          />
          <Field label="Paid from" required errorText={errors.paid_from_account_id?.message}>
            <FormSelect
              control={control}
              name="paid_from_account_id"
              items={(moneyAccounts ?? []).map((account) => ({
                value: String(account.id),
                label: account.full_name,
              }))}
            />
          </Field>
          <Field label="VAT" required labelEnd={tag('vat')} errorText={errors.vat?.message}>
            <FormSelect control={control} name="vat" items={VAT_ITEMS} />
          </Field>
          <Field
            label="Receipt reference"
            labelEnd={tag('receiptReference')}
            errorText={errors.receiptReference?.message}
          >
            <Input {...register('receiptReference')} />
          </Field>
        </div>
        <Field
          label="Description"
          required
          labelEnd={tag('description')}
          errorText={errors.description?.message}
        >
          <Textarea rows={3} {...register('description')} />
        </Field>
      </div>
    </Card>
  );
}
