import { Button, Field, Input, PlusIcon, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import {
  BLANK_ITEM,
  numberOrBlank,
  type RecurringFormInput,
  type RecurringFormOutput,
} from '../../lib/recurring-form.ts';

const row = css({
  display: 'grid',
  border: 'none',
  m: '0',
  p: '0',
  minW: '0',
  gap: '3',
  alignItems: 'start',
  gridTemplateColumns: {
    mdDown: '1fr 1fr 1fr',
    md: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) auto',
  },
  '& + &': { pt: '3', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.subtle' },
});
const description = css({ gridColumn: { mdDown: '1 / -1', md: 'auto' } });
const remove = css({ mt: { md: '6' }, justifySelf: { mdDown: 'start', md: 'auto' } });

interface SeriesItemsFieldsProps {
  control: Control<RecurringFormInput, unknown, RecurringFormOutput>;
  register: UseFormRegister<RecurringFormInput>;
  errors: FieldErrors<RecurringFormInput>['recurring_invoice'];
}

/** The lines every invoice of the series gets: details, quantity, unit price and tax, at least one. */
export function SeriesItemsFields({ control, register, errors }: SeriesItemsFieldsProps) {
  const items = useFieldArray({ control, name: 'recurring_invoice.items' });
  const asNumber = { setValueAs: numberOrBlank };
  return (
    <>
      {items.fields.map((field, index) => {
        const itemErrors = errors?.items?.[index];
        const name = `recurring_invoice.items.${index}` as const;
        return (
          <fieldset key={field.id} className={row} aria-label={`Item ${index + 1}`}>
            <Field
              label="Details"
              required
              errorText={itemErrors?.description?.message}
              className={description}
            >
              <Input {...register(`${name}.description`)} />
            </Field>
            <Field label="Quantity" required errorText={itemErrors?.quantity?.message}>
              <Input inputMode="decimal" {...register(`${name}.quantity`, asNumber)} />
            </Field>
            <Field label="Unit price" required errorText={itemErrors?.unit_price?.message}>
              <Input inputMode="decimal" {...register(`${name}.unit_price`, asNumber)} />
            </Field>
            <Field label="Tax %" errorText={itemErrors?.tax_rate?.message}>
              <Input inputMode="decimal" {...register(`${name}.tax_rate`, asNumber)} />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              className={remove}
              aria-label={`Remove item ${index + 1}`}
              disabled={items.fields.length === 1}
              onClick={() => items.remove(index)}
            >
              <TrashIcon />
            </Button>
          </fieldset>
        );
      })}
      {errors?.items?.message ? (
        <p role="alert" className={css({ textStyle: 'caption', color: 'danger' })}>
          {errors.items.message}
        </p>
      ) : null}
      <div>
        <Button variant="outline" size="sm" onClick={() => items.append({ ...BLANK_ITEM })}>
          <PlusIcon />
          Add item
        </Button>
      </div>
    </>
  );
}
