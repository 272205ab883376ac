import { invoiceItemInputSchema, STANDARD_VAT_RATE } from '@daftari/contracts';
import type { z } from 'zod';
import { SERVICES } from './catalogue.ts';
import type { DemoContext } from './context.ts';

export type SalesLine = z.output<typeof invoiceItemInputSchema>;

/** Quantities that fit each unit: a few hours or days, print runs of one to a few hundred. */
function quantity(context: DemoContext, unit: string, unitPrice: number): number {
  if (unit === 'hours') return context.random.int(4, 30);
  if (unit === 'days') return context.random.int(1, 3);
  if (unitPrice < 1000) return context.random.int(20, 200);
  if (unitPrice < 5000) return context.random.int(1, 12);
  return context.random.int(1, 2);
}

/** One to three lines of the studio's services with VAT, as the item dialog sends them. */
export function salesLines(context: DemoContext, most = 3): SalesLine[] {
  const count = context.random.int(1, most);
  return Array.from({ length: count }, () => {
    const [description, unit, unitPrice] = context.random.pick(SERVICES);
    return invoiceItemInputSchema.parse({
      description,
      quantity: quantity(context, unit, unitPrice),
      unit,
      unit_price: unitPrice,
      tax_rate: STANDARD_VAT_RATE,
      discount: context.random.chance(0.15) ? 10 : 0,
    });
  });
}
