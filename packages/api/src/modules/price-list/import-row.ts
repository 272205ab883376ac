import {
  type ItemUnit,
  type PriceListImportField,
  type PriceListItemRequest,
  priceListItemRequestSchema,
} from '@daftari/contracts';
import { readWrittenAmount, readWrittenRate } from '@daftari/format';
import { z } from 'zod';

/** A row without a unit column, or with an empty unit: most price lists are of goods. */
export const DEFAULT_IMPORT_UNIT: ItemUnit = 'items';

/** Units as other tools write them (lower case, a trailing `s` or `.` dropped), by Daftari unit. */
const UNIT_NAMES: [ItemUnit, string[]][] = [
  ['hours', ['hour', 'hr', 'h', 'hrs']],
  ['items', ['item', 'pc', 'pcs', 'piece', 'unit', 'each', 'ea', 'no', 'nos', 'qty', 'box', 'pack', 'pkt']],
  ['kg', ['kg', 'kgs', 'kilo', 'kilogram']],
  ['litres', ['litre', 'liter', 'l', 'lt', 'ltr', 'ltrs']],
  ['days', ['day']],
  ['months', ['month', 'mo', 'mth']],
  ['services', ['service']],
];

/** The Daftari unit a unit cell names: `Hrs` → hours, `pcs` → items; an unknown unit is Other. */
export function unitOf(cell: string): ItemUnit {
  const name = cell.trim().toLowerCase().replace(/\.$/, '');
  if (name === '') return DEFAULT_IMPORT_UNIT;
  const singular = name.length > 2 ? name.replace(/s$/, '') : name;
  const found = UNIT_NAMES.find(([, names]) => names.includes(name) || names.includes(singular));
  return found ? found[0] : 'Other';
}

/** A cell that must hold something readable: `read` answers null for what it cannot read. */
const readCell = (
  read: (cell: string) => string | null,
  message: (cell: string) => string,
  missing?: string,
) =>
  z.string().transform((cell, context) => {
    const value = cell.trim() === '' && missing ? null : read(cell);
    if (value === null) {
      context.addIssue({
        code: 'custom',
        message: cell.trim() === '' && missing ? missing : message(cell.trim()),
      });
      return z.NEVER;
    }
    return Number(value);
  });

/** The details of an item: its name and description joined (`Name - Description`), or whichever it has. */
function detailsOf(name: string, description: string): string {
  if (!name || description.toLowerCase().startsWith(name.toLowerCase())) return description;
  if (!description || name.toLowerCase().startsWith(description.toLowerCase())) return name;
  return `${name} - ${description}`;
}

/**
 * A data row of a price list file read into the request of POST /price_list_items, then validated by it:
 * the price exactly as written (`1,250.00`, `KES 1,250`; a number with more decimals than a price takes is
 * refused, never rounded), the tax rate as a percentage (empty: 0), the unit matched to Daftari's.
 */
export const importRowSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    unit_price: readCell(readWrittenAmount, (cell) => `Price "${cell}" is not an amount`, 'Price is missing'),
    tax_rate: readCell(readWrittenRate, (cell) => `Tax rate "${cell}" is not a percentage`),
    unit: z.string().transform(unitOf),
  })
  .transform(({ name, description, ...rest }): PriceListItemRequest['price_list_item'] => ({
    description: detailsOf(name.trim(), description.trim()),
    ...rest,
  }))
  .pipe(priceListItemRequestSchema.shape.price_list_item);

/** The cells of a data row by field; a field no column holds is empty. */
export function rowInput(cells: string[], fields: (PriceListImportField | null)[]) {
  const value = { name: '', description: '', unit_price: '', tax_rate: '', unit: '' };
  fields.forEach((field, index) => {
    if (field) value[field] = cells[index] ?? '';
  });
  return value;
}
