import { billCreateRequestSchema, billPaymentRequestSchema, STANDARD_VAT_RATE } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { createBill, getBill, recordBillPayment, voidBill } from '../bills/index.ts';
import { BILL_KINDS } from './catalogue.ts';
import type { DemoContacts, DemoContext } from './context.ts';
import { addDays, notAfter } from './dates.ts';

const MONTHS = 12;

/** Pays the bill's balance, by bank transfer or M-Pesa, some days after it came in (never after today). */
async function pay(context: DemoContext, billId: number, issueDate: string, share: bigint): Promise<void> {
  const bill = await getBill(context.db, context.accountId, billId, context.today);
  const amount = (toCents(bill.balance) * share) / 100n;
  const day = addDays(issueDate, context.random.int(2, 25));
  const mpesa = context.random.chance(0.4);
  const input = billPaymentRequestSchema.parse({
    payment: {
      amount: Number(centsToDecimal(amount)),
      paid_on: notAfter(day, context.today),
      method: mpesa ? 'mpesa' : 'bank_transfer',
      reference: mpesa ? context.mpesaCode() : `EQB${context.random.int(10_000_000, 99_999_999)}`,
    },
  }).payment;
  await recordBillPayment(context.db, context.accountId, billId, input);
}

/**
 * Supplier bills: the monthly rent and internet, and materials bought a few times a month. The older ones are
 * paid (one in two parts), the last weeks' open, one left overdue, one still a draft and one voided.
 */
export async function createBills(context: DemoContext, contacts: DemoContacts): Promise<number> {
  let count = 0;
  for (let month = MONTHS; month >= 1; month -= 1) {
    const kinds = [
      BILL_KINDS[3],
      BILL_KINDS[4],
      context.random.pick(BILL_KINDS),
      context.random.pick(BILL_KINDS),
    ];
    for (const [slot, [supplier, description, accountNumber, lowest, highest]] of kinds.entries()) {
      count += 1;
      const issueDate = addDays(context.today, -(month * 30 - context.random.int(0, 20)));
      const input = billCreateRequestSchema.parse({
        bill: {
          contact_id: contacts.suppliers[supplier]!,
          bill_number: `${description.slice(0, 3).toUpperCase()}-${String(count).padStart(4, '0')}`,
          issue_date: issueDate,
          due_date: addDays(issueDate, 30),
          draft: month === 1 && slot === 3,
          lines: [
            {
              description,
              quantity: 1,
              unit_price: Math.round(context.random.int(lowest, highest) / 100) * 100,
              tax_rate: accountNumber === '6990' ? 0 : STANDARD_VAT_RATE,
              ledger_account_id: context.ledger[accountNumber]!,
            },
          ],
        },
      }).bill;
      const billId = await createBill(context.db, context.accountId, input, null);
      if (input.draft) continue;
      if (month === 7 && slot === 2) await voidBill(context.db, context.accountId, billId);
      else if (month === 3 && slot === 3) continue;
      else if (month > 2) await pay(context, billId, issueDate, 100n);
      else if (month === 2 && slot === 2) await pay(context, billId, issueDate, 50n);
    }
  }
  return count;
}
