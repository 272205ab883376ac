import { Button, Field, Input, Select, type SelectItem, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ContactPicker } from '@daftari/ui/widgets';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { EntryForm } from '../../lib/entry-form.ts';

interface EntryLineFieldsProps {
  index: number;
  control: Control<EntryForm>;
  register: UseFormRegister<EntryForm>;
  errors: FieldErrors<EntryForm>;
  accounts: SelectItem[];
  onRemove?: () => void;
}

const row = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', lg: '2fr 2fr 1.5fr 1fr 1fr auto' },
  alignItems: 'start',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
});
const wide = css({ gridColumn: { base: 'span 2', lg: 'auto' } });
const removeCell = css({ gridColumn: { base: 'span 2', lg: 'auto' }, pt: { lg: '6' }, justifySelf: 'end' });
const srOnly = css({ srOnly: true });
const amountInput = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** One line of a manual entry: account, description, contact, debit or credit. */
export function EntryLineFields({
  index,
  control,
  register,
  errors,
  accounts,
  onRemove,
}: EntryLineFieldsProps) {
  const lineErrors = errors.lines?.[index];
  const n = index + 1;
  // Each line's fields are named after their line for assistive technology ('Debit of line 2').
  const labelOf = (name: string) => (
    <>
      {name}
      <span className={srOnly}> of line {n}</span>
    </>
  );
  return (
    <div className={row}>
      <Controller
        control={control}
        name={`lines.${index}.ledger_account_id`}
        render={({ field }) => (
          <Field
            label={labelOf('Account')}
            required
            errorText={lineErrors?.ledger_account_id?.message}
            className={wide}
          >
            <Select
              items={accounts}
              value={field.value}
              onValueChange={field.onChange}
              placeholder="Choose an account"
            />
          </Field>
        )}
      />
      <Field label={labelOf('Description')} errorText={lineErrors?.description?.message} className={wide}>
        <Input autoComplete="off" {...register(`lines.${index}.description`)} />
      </Field>
      <Controller
        control={control}
        name={`lines.${index}.contact_id`}
        render={({ field }) => (
          <Field label={labelOf('Contact')} errorText={lineErrors?.contact_id?.message} className={wide}>
            <ContactPicker
              value={field.value === '' ? null : Number(field.value)}
              onChange={(id) => field.onChange(id === null ? '' : String(id))}
              placeholder="None"
              clearable
              clearLabel={`Clear the contact of line ${n}`}
            />
          </Field>
        )}
      />
      <Field label={labelOf('Debit')} errorText={lineErrors?.debit?.message}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className={amountInput}
          {...register(`lines.${index}.debit`)}
        />
      </Field>
      <Field label={labelOf('Credit')} errorText={lineErrors?.credit?.message}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className={amountInput}
          {...register(`lines.${index}.credit`)}
        />
      </Field>
      <div className={removeCell}>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove line ${n}`}
            onClick={onRemove}
          >
            <TrashIcon />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
