import { centsToNumber, formatMoney } from '@daftari/format';
import { Button, Card, Field, Input, PlusIcon, Select, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { LedgerAccountPicker } from '@daftari/ui/widgets';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import {
  atZeroRate,
  BILL_ACCOUNT_TYPES,
  type BillFormApi,
  EMPTY_LINE,
  lineAmounts,
  VAT_RATE_OPTIONS,
} from '../../../lib/bill-form.ts';
import { DetectedBadge } from '../../DetectedBadge.tsx';
import { VatTreatmentField } from '../../VatTreatmentField.tsx';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const line = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  pb: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const wide = css({ gridColumn: 'span 2' });
const lineFoot = css({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
});
const lineTotal = css({ fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums' });

export interface BillLinesProps {
  form: BillFormApi;
  currency: string;
  /** Fields of the first line a read document filled, while they still hold what was read. */
  detected: (field: 'ledger_account_id' | 'unit_price' | 'tax_rate') => boolean;
  /** The bill keeps its lines (billActions' `editLines` refuses them): shown, not changed. */
  fixed?: boolean;
}

/** What was bought: one line each, on an expense or asset account, with its amount by the shared arithmetic. */
export function BillLines({ form, currency, detected, fixed = false }: BillLinesProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const badge = (index: number, field: Parameters<BillLinesProps['detected']>[0]) =>
    index === 0 && detected(field) ? <DetectedBadge /> : undefined;

  return (
    <Card
      title="Lines"
      description={
        fixed
          ? 'Brought forward from your previous tool: its line is what was owed then, and stays as imported.'
          : 'What you bought, and the account each line is booked to.'
      }
      footer={
        fixed ? undefined : (
          <Button variant="outline" size="sm" onClick={() => append({ ...EMPTY_LINE })}>
            <PlusIcon />
            Add a line
          </Button>
        )
      }
    >
      <div className={list}>
        {errors?.root?.message || errors?.message ? (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {errors.root?.message ?? errors.message}
          </p>
        ) : null}
        {fields.map((field, index) => {
          const lineErrors = errors?.[index];
          const cents = lines?.[index] ? lineAmounts(lines[index]) : null;
          return (
            <fieldset key={field.id} className={line} aria-label={`Line ${index + 1}`} disabled={fixed}>
              <Field
                label="Description"
                required
                errorText={lineErrors?.description?.message}
                className={wide}
              >
                <Input autoComplete="off" {...form.register(`lines.${index}.description`)} />
              </Field>
              <Field
                label="Account"
                required
                errorText={lineErrors?.ledger_account_id?.message}
                labelEnd={badge(index, 'ledger_account_id')}
                className={wide}
              >
                <Controller
                  control={form.control}
                  name={`lines.${index}.ledger_account_id`}
                  render={({ field: account }) => (
                    <LedgerAccountPicker
                      types={BILL_ACCOUNT_TYPES}
                      value={account.value}
                      onChange={account.onChange}
                      invalid={Boolean(lineErrors?.ledger_account_id)}
                    />
                  )}
                />
              </Field>
              <Field label="Quantity" required errorText={lineErrors?.quantity?.message}>
                <Input inputMode="decimal" autoComplete="off" {...form.register(`lines.${index}.quantity`)} />
              </Field>
              <Field
                label="Unit price"
                required
                errorText={lineErrors?.unit_price?.message}
                labelEnd={badge(index, 'unit_price')}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register(`lines.${index}.unit_price`)}
                />
              </Field>
              <Field
                label="VAT"
                errorText={lineErrors?.tax_rate?.message}
                labelEnd={badge(index, 'tax_rate')}
              >
                <Controller
                  control={form.control}
                  name={`lines.${index}.tax_rate`}
                  render={({ field: rate }) => (
                    <Select
                      items={
                        VAT_RATE_OPTIONS.some((option) => option.value === rate.value)
                          ? VAT_RATE_OPTIONS
                          : [...VAT_RATE_OPTIONS, { value: rate.value, label: `${rate.value}%` }]
                      }
                      value={rate.value}
                      onValueChange={rate.onChange}
                    />
                  )}
                />
              </Field>
              {lines?.[index] && atZeroRate(lines[index]) ? (
                <VatTreatmentField control={form.control} name={`lines.${index}.tax_category`} />
              ) : null}
              <Field label="Discount %" errorText={lineErrors?.discount?.message}>
                <Input inputMode="decimal" autoComplete="off" {...form.register(`lines.${index}.discount`)} />
              </Field>
              <div className={lineFoot}>
                <span>
                  Amount{' '}
                  <span className={lineTotal} data-testid={`line-${index + 1}-total`}>
                    {formatMoney(cents ? centsToNumber(cents.total) : 0, currency)}
                  </span>
                </span>
                {fields.length > 1 && !fixed ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={`Remove line ${index + 1}`}
                  >
                    <TrashIcon />
                    Remove
                  </Button>
                ) : null}
              </div>
            </fieldset>
          );
        })}
      </div>
    </Card>
  );
}
