import { accountUpdateRequestSchema } from '@daftari/contracts';
import { updateAccount } from '../account/index.ts';
import { DEMO_KRA_PIN } from './catalogue.ts';
import type { DemoContext } from './context.ts';

/**
 * The business's details as printed on its documents; it is VAT-registered, so its invoices are TAX INVOICEs.
 * Payment reminders are off: the demo customers' e-mail addresses are made up, and nobody should be reminded
 * of a demo invoice.
 */
export async function describeBusiness(context: DemoContext): Promise<void> {
  const { account } = accountUpdateRequestSchema.parse({
    account: {
      address_line1: 'Mpaka Road, Woodvale House, 2nd Floor',
      address_line2: 'P.O. Box 14520-00800 Westlands',
      city: 'Nairobi',
      country: 'Kenya',
      phone: '+254722418305',
      email: 'hello@kazistudio.co.ke',
      tax_pin: DEMO_KRA_PIN,
      vat_registered: true,
      bank_name: 'Equity Bank Kenya',
      bank_account_name: 'Kazi Studio Design & Print Ltd',
      bank_account_number: '0180291746352',
      bank_branch: 'Westlands',
      mpesa_paybill: '522533',
      time_zone: 'Africa/Nairobi',
      lock_date: null,
      reminders: { enabled: false, steps: [-3, 0, 7, 14] },
    },
  });
  await updateAccount(context.db, context.accountId, account);
}
