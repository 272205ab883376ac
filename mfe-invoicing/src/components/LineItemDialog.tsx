import { currentUserQuery, messageOf } from '@daftari/api-client';
import {
  type AddInvoiceItemsRequest,
  type InvoiceItem,
  type InvoiceItemInput,
  ITEM_UNITS,
  type PriceListItem,
} from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import {
  Button,
  Checkbox,
  Combobox,
  Dialog,
  Field,
  Input,
  Select,
  Textarea,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCreatePriceListItem, usePriceListItems } from '../api/invoices.ts';
import {
  atZeroRate,
  formValuesFromItem,
  formValuesFromPriceListItem,
  type ItemFormOutput,
  type ItemFormValues,
  itemFormDefaults,
  itemFormSchema,
  previewLine,
  toItemInput,
  unitPriceNumber,
} from '../lib/item-form.ts';
import { LinePreview } from './LinePreview.tsx';
import { VatTreatmentField } from './VatTreatmentField.tsx';

const FORM_ID = 'line-item-form';

const UNIT_ITEMS = ITEM_UNITS.map((unit) => ({ value: unit, label: unit }));

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const priceRow = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', alignItems: 'start' });
const amountsRow = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr 1fr', sm: '2fr 1fr 1fr' },
  gap: '4',
  alignItems: 'start',
});
const priceField = css({ gridColumn: { smDown: 'span 2', sm: 'auto' } });
const divider = css({ h: '1px', bg: 'border.subtle', border: 'none', m: '0' });
const prefixBox = css({ position: 'relative' });
const prefix = css({
  position: 'absolute',
  left: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.subtle',
  pointerEvents: 'none',
});
const withPrefix = css({ pl: '12', fontVariantNumeric: 'tabular-nums' });
const echo = css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });

/** How the dialog saves a line of its document (an invoice's or an estimate's: the same shape and arithmetic). */
export interface LineWrites {
  add: (request: AddInvoiceItemsRequest) => Promise<unknown>;
  update: (itemId: number, line: InvoiceItemInput) => Promise<unknown>;
  pending: boolean;
}

export interface ItemDialogProps {
  /** The line to edit; null or undefined to add lines. */
  item?: InvoiceItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LineItemDialogProps extends ItemDialogProps {
  /** Names the document in the title: 'Add Invoice Item', 'Edit Estimate Item'. */
  documentName: 'Invoice' | 'Estimate';
  currency: string;
  writes: LineWrites;
}

function priceListLabel(item: PriceListItem, currency: string) {
  return `${formatMoney(item.unit_price, currency)} / ${item.unit}${item.tax_rate > 0 ? ` · Tax ${item.tax_rate}%` : ''}`;
}

/**
 * 'Add Invoice Item' / 'Edit Invoice Item' (or Estimate). A price-list pick fills details, unit, unit
 * price, tax rate and VAT treatment (asked only at 0 %). 'Create and Add Another' keeps the unit and
 * clears the rest.
 */
export function LineItemDialog({
  documentName,
  currency,
  writes,
  item,
  open,
  onOpenChange,
}: LineItemDialogProps) {
  const editing = Boolean(item);
  const priceList = usePriceListItems({ enabled: open });
  const savePriceListItem = useCreatePriceListItem();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [pendingMode, setPendingMode] = useState<'finish' | 'another' | null>(null);
  const defaults = itemFormDefaults(useQuery(currentUserQuery).data?.account.vat_registered);

  const form = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: defaults,
  });
  const { control, register, formState, setValue, reset, setFocus } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as ItemFormValues;

  // Each opening starts from the line being edited, or from the defaults.
  useEffect(() => {
    if (!open) return;
    reset(item ? formValuesFromItem(item) : defaults);
    setPickedId(null);
  }, [open, item?.id]);

  const pickerItems = useMemo(
    () =>
      (priceList.data ?? []).map((entry) => ({
        value: String(entry.id),
        label: entry.description,
        description: priceListLabel(entry, currency),
      })),
    [priceList.data, currency],
  );

  const onPick = (value: string | null) => {
    setPickedId(value);
    const entry = priceList.data?.find((candidate) => String(candidate.id) === value);
    if (!entry) return;
    for (const [field, fieldValue] of Object.entries(formValuesFromPriceListItem(entry))) {
      setValue(field as keyof ItemFormValues, fieldValue, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    }
  };

  const busy = writes.pending || savePriceListItem.isPending;

  const save = async (output: ItemFormOutput, mode: 'finish' | 'another') => {
    const line = toItemInput(output);
    setPendingMode(mode);
    try {
      if (item) {
        await writes.update(item.id, line);
        if (output.add_to_price_list) {
          await savePriceListItem.mutateAsync({
            price_list_item: {
              description: line.description,
              unit: line.unit,
              unit_price: line.unit_price,
              tax_rate: line.tax_rate ?? 0,
              tax_category: line.tax_category,
            },
          });
        }
        toast.success('Item updated');
      } else {
        await writes.add({ items: [line], save_to_price_list: output.add_to_price_list });
        toast.success('Item added', {
          description: output.add_to_price_list ? 'It is on your price list too.' : undefined,
        });
      }
      if (mode === 'another') {
        reset({ ...defaults, unit: output.unit });
        setPickedId(null);
        setTimeout(() => setFocus('description'), 0);
      } else {
        onOpenChange(false);
      }
    } catch (error) {
      toastError('Failed to save item', messageOf(error, ''));
    } finally {
      setPendingMode(null);
    }
  };

  const submitWith = (mode: 'finish' | 'another') => form.handleSubmit((output) => save(output, mode));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      size="lg"
      title={`${editing ? 'Edit' : 'Add'} ${documentName} Item`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          {editing ? null : (
            <Button
              variant="outline"
              onClick={submitWith('another')}
              loading={pendingMode === 'another'}
              disabled={busy}
            >
              Create and Add Another
            </Button>
          )}
          <Button type="submit" form={FORM_ID} loading={pendingMode === 'finish'} disabled={busy}>
            {editing ? 'Save Changes' : 'Create and Finish'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submitWith('finish')} noValidate className={stack}>
        <Field label="Price list" helperText="Pick a saved item to fill in the details, unit, price and VAT.">
          <Combobox
            items={pickerItems}
            value={pickedId}
            onValueChange={onPick}
            placeholder="Select from price list"
            inputPlaceholder="Search price list..."
            emptyText={priceList.isPending ? 'Loading...' : 'No items found.'}
          />
        </Field>
        <hr className={divider} />

        <div className={priceRow}>
          <Field label="Quantity" required errorText={errors.quantity?.message}>
            <Input type="number" min={1} step="any" inputMode="decimal" {...register('quantity')} />
          </Field>
          <Field label="Unit" required errorText={errors.unit?.message}>
            <Controller
              control={control}
              name="unit"
              render={({ field, fieldState }) => (
                <Select
                  items={UNIT_ITEMS}
                  value={field.value || null}
                  onValueChange={field.onChange}
                  placeholder="Select unit"
                  invalid={Boolean(fieldState.error)}
                />
              )}
            />
          </Field>
        </div>

        <Field label="Details" required errorText={errors.description?.message}>
          <Textarea rows={3} placeholder="What you're billing for" {...register('description')} />
        </Field>

        <div className={amountsRow}>
          <Field
            className={priceField}
            label={`Unit Price (${currency})`}
            labelEnd={
              <span className={echo} data-testid="unit-price-echo">
                {formatMoney(unitPriceNumber(values.unit_price ?? ''), currency)}
              </span>
            }
            required
            helperText="Enter discounts and credits as negative."
            errorText={errors.unit_price?.message}
          >
            <div className={prefixBox}>
              <span className={prefix} aria-hidden="true">
                {currency}
              </span>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                className={withPrefix}
                {...register('unit_price')}
              />
            </div>
          </Field>
          <Field label="Tax %" errorText={errors.tax_rate?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('tax_rate')} />
          </Field>
          <Field label="Discount %" errorText={errors.discount?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('discount')} />
          </Field>
        </div>

        {atZeroRate(values.tax_rate ?? '') ? <VatTreatmentField control={control} /> : null}

        <Controller
          control={control}
          name="add_to_price_list"
          render={({ field }) => (
            <Checkbox checked={field.value} onCheckedChange={field.onChange}>
              Add this to your Price List
            </Checkbox>
          )}
        />

        <LinePreview line={previewLine(values)} currency={currency} />
      </form>
    </Dialog>
  );
}
