import { refundCreateRequestSchema } from '@daftari/contracts';
import { exactCents, formatMoney } from '@daftari/format';
import { z } from 'zod';
import { readDecimal } from './decimal-text.ts';

/** The dialog's text parsed into the contract's refund, never more than `refundable`. */
export function refundFormSchema(refundable: number, currency: string) {
  return z
    .object({ amount: z.string(), paid_on: z.string(), method: z.string(), reference: z.string() })
    .transform((values): Record<string, unknown> => ({ ...values, amount: readDecimal(values.amount) }))
    .pipe(
      refundCreateRequestSchema.shape.refund.refine(
        (refund) => exactCents(refund.amount) <= exactCents(refundable),
        { path: ['amount'], message: `At most ${formatMoney(refundable, currency)} can be refunded` },
      ),
    )
    .transform((refund) => ({ refund }));
}
