import { z } from 'zod';
import { itemUnitSchema } from './invoices.ts';

/**
 * What a column of a price list import can hold. `name` and `description` together become the item's
 * details (`Name - Description`, or whichever one the row has); `unit_price` is read exactly, as other tools
 * write it (`1,250.00`, `KES 1,250`); `tax_rate` is a percentage (`16`, `16%`, `VAT (16%)`, `Exempt`: 0);
 * `unit` is matched to Daftari's units (`hrs`: hours, `pcs`: items; anything else: Other).
 */
export const priceListImportFields = ['name', 'description', 'unit_price', 'tax_rate', 'unit'] as const;
export const priceListImportFieldSchema = z.enum(priceListImportFields);
export type PriceListImportField = z.infer<typeof priceListImportFieldSchema>;

/** The optional multipart text field `mapping` of POST /price_list_items/import (as for contacts). */
export const priceListImportMappingSchema = z.record(z.string(), priceListImportFieldSchema.nullable());
export type PriceListImportMapping = z.infer<typeof priceListImportMappingSchema>;

export const priceListImportColumnSchema = z.object({
  column: z.string(),
  field: priceListImportFieldSchema.nullable(),
});
export type PriceListImportColumn = z.infer<typeof priceListImportColumnSchema>;

/** One data row of an import preview: the item as it would be stored, and its line in the file. */
export const priceListImportPreviewRowSchema = z.object({
  line: z.number().int(),
  description: z.string(),
  unit: itemUnitSchema,
  unit_price: z.number(),
  tax_rate: z.number(),
});
export type PriceListImportPreviewRow = z.infer<typeof priceListImportPreviewRowSchema>;

/**
 * POST /price_list_items/import answers how many items were added to the price list (`imported`) and how many
 * were on it already with the same details, unit and price (`already_listed`, not added twice). With
 * `?dry_run=true` nothing is added and the answer carries `row_count`, `preview` (at most 100 rows),
 * `mapping` and `ignored_columns`, as for contacts. A file with any bad row: 422 with the line numbers,
 * nothing imported.
 */
export const priceListImportResultSchema = z.object({
  imported: z.number().int(),
  already_listed: z.number().int().optional(),
  row_count: z.number().int().optional(),
  preview: z.array(priceListImportPreviewRowSchema).optional(),
  mapping: z.array(priceListImportColumnSchema).optional(),
  ignored_columns: z.array(z.string()).optional(),
});
export type PriceListImportResult = z.infer<typeof priceListImportResultSchema>;
