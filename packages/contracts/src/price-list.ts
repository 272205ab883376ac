import { z } from 'zod';
import { invoiceItemInputSchema, itemUnitSchema, taxCategorySchema } from './invoices.ts';
import { updateFieldsOf } from './update.ts';

/** What KRA eTIMS registers a price-list item as: a service, or goods (a finished product). */
export const PRICE_LIST_ITEM_KINDS = ['service', 'goods'] as const;
export const priceListItemKindSchema = z.enum(PRICE_LIST_ITEM_KINDS, {
  error: 'Kind must be service or goods',
});
export type PriceListItemKind = z.infer<typeof priceListItemKindSchema>;

/** KRA's item classification code (UNSPSC-based), as eTIMS lists it: 8 to 10 digits. */
const classificationCode = z
  .string({ error: 'KRA item classification must be text' })
  .trim()
  .regex(/^\d{8,10}$/, 'KRA item classification must be 8 to 10 digits')
  .nullable()
  .optional();

/**
 * A price-list item. An invoice line with the same details, unit and unit price is sold as it on KRA eTIMS:
 * its kind and classification (a service without one: the general services class), registered once
 * (`etims_item_code`, null until then).
 */
export const priceListItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  unit: itemUnitSchema,
  unit_price: z.number(),
  tax_rate: z.number(),
  tax_category: taxCategorySchema.nullable(),
  kind: priceListItemKindSchema,
  classification_code: z.string().nullable(),
  etims_item_code: z.string().nullable(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** How KRA eTIMS knows an item; goods need their classification (services have a general one). */
const etimsItemFields = z.object({
  kind: priceListItemKindSchema.default('service'),
  classification_code: classificationCode,
});
const GOODS_NEED_CLASSIFICATION = 'Goods need their KRA item classification (8 to 10 digits)';
const classifiedUnlessService = (item: { kind: PriceListItemKind; classification_code?: string | null }) =>
  item.kind === 'service' || Boolean(item.classification_code);

export const priceListItemRequestSchema = z.object({
  price_list_item: invoiceItemInputSchema
    .pick({ description: true, unit: true, unit_price: true, tax_rate: true, tax_category: true })
    .extend(etimsItemFields.shape)
    .refine(classifiedUnlessService, { message: GOODS_NEED_CLASSIFICATION, path: ['classification_code'] }),
});
export type PriceListItemRequest = z.input<typeof priceListItemRequestSchema>;

/** How a price-list item is taxed and known to KRA eTIMS: what a PATCH's merged result must be. */
const priceListItemTaxFields = {
  ...etimsItemFields.shape,
  tax_category: taxCategorySchema.nullable().optional(),
};
export const priceListItemTaxSchema = z.object({
  price_list_item: z
    .object(priceListItemTaxFields)
    .refine(classifiedUnlessService, { message: GOODS_NEED_CLASSIFICATION, path: ['classification_code'] }),
});

/**
 * PATCH /price_list_items/{id}: how the item is taxed and known to KRA eTIMS (its details, unit and price are
 * its identity: a different one is another item). The fields left out keep their values, `null` clears the
 * classification or tax category; goods must still have a classification after the change. A change after
 * registration registers it again.
 */
export const updatePriceListItemRequestSchema = z.object({
  price_list_item: z.object(updateFieldsOf(priceListItemTaxFields)),
});
export type UpdatePriceListItemRequest = z.input<typeof updatePriceListItemRequestSchema>;
