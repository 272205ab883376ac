import type { PriceListImportField, PriceListImportPreviewRow } from '@daftari/contracts';
import { decimalText } from '@daftari/format';
import { type ImportFile, type ImportRow, readImportFile } from '../../http/csv-import/file.ts';
import type { MappingOverride } from '../../http/csv-import/mapping.ts';
import { priceListColumns } from './import-columns.ts';
import { importRowSchema, rowInput } from './import-row.ts';
import type { PriceListItemFields } from './service.ts';

const priceListImport = {
  columns: priceListColumns,
  rowInput,
  schema: importRowSchema,
  singular: 'item',
  plural: 'items',
  exampleHeader: 'name,description,unit_price,tax_rate',
  expectedColumns: 'name, description, unit_price, tax_rate or unit',
};

/**
 * Reads and validates a price list CSV file (see readImportFile), its columns detected from their headers
 * (see import-columns.ts) and overridden by `override`; every row is validated as POST /price_list_items.
 */
export const readPriceListCsv = (
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<PriceListImportField, PriceListItemFields> => readImportFile(priceListImport, bytes, override);

/** A row of a dry run's preview: the item as it would be stored, and its line. */
export const previewRow = ({ line, record }: ImportRow<PriceListItemFields>): PriceListImportPreviewRow => ({
  line,
  description: record.description,
  unit: record.unit,
  unit_price: Number(decimalText(record.unit_price, 4)),
  tax_rate: record.tax_rate,
});
