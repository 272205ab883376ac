/**
 * The header dictionary of price list imports: the names other tools give each column of their item exports
 * (Wave products, Zoho Books items, FreshBooks items, QuickBooks Online products and services, Invoice Ninja
 * products, Xero inventory items) and of a plain spreadsheet. Sales columns are preferred over purchase ones
 * (Xero's SalesUnitPrice over PurchasesUnitPrice); a percentage over a tax's name (Zoho's Tax Percentage over
 * Tax Name); an item's name over its code (Xero's ItemName over ItemCode).
 */
import { type PriceListImportField, priceListImportFields } from '@daftari/contracts';
import { type Aliases, columnDictionary } from '../../http/csv-import/columns.ts';

const dictionary: Record<PriceListImportField, Aliases> = {
  name: {
    preferred: [
      'name',
      'item',
      'item_name',
      'itemname',
      'product',
      'product_name',
      'product_service',
      'product_service_name',
      'service',
      'service_name',
      'title',
    ],
    fallback: ['item_code', 'itemcode', 'code', 'product_key', 'sku'],
  },
  description: {
    preferred: [
      'description',
      'sales_description',
      'salesdescription',
      'details',
      'notes',
      'item_description',
    ],
  },
  unit_price: {
    preferred: [
      'unit_price',
      'unitprice',
      'price',
      'rate',
      'sales_price',
      'sales_price_rate',
      'salesunitprice',
      'sales_unit_price',
      'selling_price',
      'sale_price',
      'amount',
    ],
  },
  tax_rate: {
    preferred: [
      'tax_rate',
      'taxrate',
      'tax',
      'vat',
      'vat_rate',
      'vat_percent',
      'tax_percentage',
      'tax_percent',
      'tax_1_percentage',
      'tax_rate_1',
      'tax_rate1',
      'salestaxrate',
      'sales_tax_rate',
    ],
    fallback: [
      'tax_name',
      'sales_tax',
      'tax_1_name',
      'tax_name_1',
      'tax_name1',
      'tax_code',
      'sales_tax_code',
    ],
  },
  unit: { preferred: ['unit', 'units', 'usage_unit', 'unit_of_measure', 'uom', 'unit_name'] },
};

/** The columns of a price list file (each field from one column). */
export const priceListColumns = columnDictionary(priceListImportFields, dictionary);
