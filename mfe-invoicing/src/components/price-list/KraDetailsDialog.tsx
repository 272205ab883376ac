import { applyServerErrors, messageOf } from '@daftari/api-client';
import {
  type PriceListItem,
  type PriceListItemKind,
  priceListItemKindSchema,
  priceListItemTaxSchema,
  type TaxCategory,
  taxCategorySchema,
} from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Dialog, Field, Input, Select, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useItemClassOptions } from '../../api/options.ts';
import { useUpdatePriceListItem } from '../../api/price-list.ts';
import { taxCategoryAtRate } from '../../lib/item-form.ts';
import { VatTreatmentField } from '../VatTreatmentField.tsx';

const FORM_ID = 'kra-details-form';
const CLASS_LIST_ID = 'kra-item-classes';

const KIND_ITEMS = [
  { value: 'service', label: 'Service' },
  { value: 'goods', label: 'Goods' },
];

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const code = css({ fontFamily: 'mono', color: 'fg' });

interface KraFormValues {
  kind: PriceListItemKind;
  classification_code: string;
  tax_category: TaxCategory | null;
}

/** The whole of an item's KRA details (the form sends all three), with the rule that goods need a classification. */
const etimsFields = priceListItemTaxSchema.shape.price_list_item;

/** The form parsed into the contract's body (its messages; goods need a classification); blank code: none. */
const kraFormSchema = z
  .object({
    kind: priceListItemKindSchema,
    classification_code: z.string(),
    tax_category: taxCategorySchema.nullable(),
  })
  .transform(
    (values): z.input<typeof etimsFields> => ({
      ...values,
      classification_code: values.classification_code.trim() || null,
    }),
  )
  .pipe(etimsFields);

const valuesOf = (item: PriceListItem): KraFormValues => ({
  kind: item.kind,
  classification_code: item.classification_code ?? '',
  tax_category: item.tax_category,
});

export interface KraDetailsDialogProps {
  /** The item to describe to KRA; null: the dialog is closed. */
  item: PriceListItem | null;
  currency: string;
  onClose: () => void;
}

/** Sets how KRA eTIMS knows a price-list item: service or goods, its item classification, its VAT treatment. */
export function KraDetailsDialog({ item, currency, onClose }: KraDetailsDialogProps) {
  const update = useUpdatePriceListItem();
  const form = useForm<KraFormValues, unknown, z.output<typeof kraFormSchema>>({
    resolver: zodResolver(kraFormSchema),
    defaultValues: { kind: 'service', classification_code: '', tax_category: null },
  });
  const { control, register, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const classes = useItemClassOptions(useWatch({ control, name: 'classification_code' }) ?? '');
  const zeroRate = item?.tax_rate === 0;

  // Each opening starts from the item as saved.
  useEffect(() => {
    if (item) form.reset(valuesOf(item));
  }, [item?.id]);

  const save = form.handleSubmit((output) => {
    if (!item) return;
    const fields = zeroRate
      ? (['kind', 'classification_code', 'tax_category'] as const)
      : (['kind', 'classification_code'] as const);
    update.mutate(
      {
        id: item.id,
        request: {
          price_list_item: {
            ...output,
            tax_category: taxCategoryAtRate(item.tax_rate, output.tax_category ?? null),
          },
        },
      },
      {
        onSuccess: () => {
          toast.success('KRA details saved');
          onClose();
        },
        onError: (error) => {
          const rest = applyServerErrors(error, fields, form.setError);
          const onFields = fields.some((field) => form.getFieldState(field).error);
          if (rest.length > 0 || !onFields) {
            toastError('Failed to save the KRA details', messageOf(error, ''));
          }
        },
      },
    );
  });

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(next) => {
        if (!next && !update.isPending) onClose();
      }}
      title="KRA details"
      description={
        item ? `${item.description} · ${formatMoney(item.unit_price, currency)} / ${item.unit}` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={update.isPending} loadingText="Saving...">
            Save KRA details
          </Button>
        </>
      }
    >
      {item ? (
        <form id={FORM_ID} onSubmit={save} noValidate className={stack}>
          <Field label="Kind" errorText={formState.errors.kind?.message}>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Select items={KIND_ITEMS} value={field.value} onValueChange={field.onChange} />
              )}
            />
          </Field>
          <Field
            label="KRA item classification"
            required={kind === 'goods'}
            helperText="From KRA's item classification list (type a code or a name to search it); required for goods"
            errorText={formState.errors.classification_code?.message}
          >
            <Input
              autoComplete="off"
              list={CLASS_LIST_ID}
              placeholder="e.g. 5020220100"
              {...register('classification_code')}
            />
          </Field>
          <datalist id={CLASS_LIST_ID}>
            {(classes.data ?? []).map((cls) => (
              <option key={cls.code} value={cls.code}>
                {cls.name}
              </option>
            ))}
          </datalist>
          {zeroRate ? <VatTreatmentField control={control} /> : null}
          {item.etims_item_code ? (
            <p className={note}>
              Registered with KRA eTIMS as <span className={code}>{item.etims_item_code}</span>; a new kind,
              classification or VAT treatment registers it again at its next sale.
            </p>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
