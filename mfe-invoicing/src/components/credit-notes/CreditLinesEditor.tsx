import type { CreditNoteCreateRequest } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Field, Input, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { type CreditNoteFormValues, creditTotals } from '../../lib/credit-note-form.ts';

const grid = {
  gridTemplateColumns: { smDown: '1fr 1fr auto', sm: 'minmax(0, 1fr) 6rem 8.5rem 7.5rem 2rem' },
  gridTemplateAreas: {
    smDown: '"details details remove" "quantity price price" "total total total"',
    sm: '"details quantity price total remove"',
  },
  columnGap: '3',
} as const;
const row = css({
  ...grid,
  display: 'grid',
  rowGap: '2',
  alignItems: 'start',
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const head = css({
  ...grid,
  display: { base: 'none', sm: 'grid' },
  pb: '2',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.subtle',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
/** On phones the column heads are hidden: each input says what it is above it. */
const caption = css({ display: { base: 'block', sm: 'none' }, fontSize: 'xs', color: 'fg.subtle' });
const details = css({ gridArea: 'details', minW: '0', pt: { sm: '2' } });
const description = css({ fontWeight: 'medium', color: 'fg', overflowWrap: 'anywhere' });
const note = css({ fontSize: 'xs', color: 'fg.subtle', mt: '0.5' });
const lineTotal = css({
  gridArea: 'total',
  textAlign: 'end',
  pt: { sm: '2' },
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const number = css({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
const end = css({ textAlign: 'end' });
const plainList = css({ listStyle: 'none', m: '0', p: '0' });
const none = css({ py: '4', fontSize: 'sm', color: 'fg.muted' });

export interface CreditLinesEditorProps {
  control: Control<CreditNoteFormValues, unknown, CreditNoteCreateRequest>;
  register: UseFormRegister<CreditNoteFormValues>;
  errors: FieldErrors<CreditNoteFormValues>;
  currency: string;
}

/**
 * The lines to credit, pre-filled from the invoice: quantity and unit price editable, a line removable, each
 * line's total by the invoice's arithmetic (tax and discount as on the invoice).
 */
export function CreditLinesEditor({ control, register, errors, currency }: CreditLinesEditorProps) {
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });

  if (fields.length === 0) {
    return <p className={none}>No items left to credit. Close the dialog to start again.</p>;
  }
  return (
    <div>
      <div className={head} aria-hidden="true">
        <span>Item</span>
        <span className={end}>Quantity</span>
        <span className={end}>Unit price ({currency})</span>
        <span className={end}>Amount</span>
        <span />
      </div>
      <ul className={plainList} aria-label="Items to credit">
        {fields.map((field, index) => {
          const line = lines?.[index] ?? field;
          const amount = creditTotals([line]);
          const lineErrors = errors.items?.[index];
          const extras = [
            line.discount > 0 ? `Discount ${line.discount}%` : null,
            line.tax_rate > 0 ? `Tax ${line.tax_rate}%` : null,
          ].filter(Boolean);
          return (
            <li key={field.id} aria-label={field.description} className={row}>
              <div className={details}>
                <div className={description}>{field.description}</div>
                {extras.length > 0 ? <div className={note}>{extras.join(' · ')}</div> : null}
              </div>
              <Field errorText={lineErrors?.quantity?.message} className={css({ gridArea: 'quantity' })}>
                <span className={caption} aria-hidden="true">
                  Quantity
                </span>
                <Input
                  aria-label={`Quantity of ${field.description}`}
                  inputMode="decimal"
                  autoComplete="off"
                  className={number}
                  {...register(`items.${index}.quantity`)}
                />
              </Field>
              <Field errorText={lineErrors?.unit_price?.message} className={css({ gridArea: 'price' })}>
                <span className={caption} aria-hidden="true">
                  Unit price ({currency})
                </span>
                <Input
                  aria-label={`Unit price of ${field.description}`}
                  inputMode="decimal"
                  autoComplete="off"
                  className={number}
                  {...register(`items.${index}.unit_price`)}
                />
              </Field>
              <div className={lineTotal} data-testid="credit-line-total">
                {amount ? formatMoney(amount.total, currency) : '—'}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className={css({ gridArea: 'remove', justifySelf: 'end' })}
                aria-label={`Remove ${field.description}`}
                title="Remove this line"
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
