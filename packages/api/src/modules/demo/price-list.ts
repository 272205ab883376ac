import { priceListItemRequestSchema, STANDARD_VAT_RATE } from '@daftari/contracts';
import { createPriceListItem } from '../price-list/index.ts';
import { SERVICES } from './catalogue.ts';
import type { DemoContext } from './context.ts';

/** The studio's price list: every service it sells, with VAT. */
export async function createPriceList(context: DemoContext): Promise<number> {
  for (const [description, unit, unitPrice] of SERVICES) {
    const input = priceListItemRequestSchema.parse({
      price_list_item: { description, unit, unit_price: unitPrice, tax_rate: STANDARD_VAT_RATE },
    }).price_list_item;
    await createPriceListItem(context.db, context.accountId, input);
  }
  return SERVICES.length;
}
