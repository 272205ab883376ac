import { Readable } from 'node:stream';
import { expenseFormFieldsSchema, MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import { accountCurrency } from '../../db/account-currency.ts';
import type { AttachmentValues } from '../../http/attachments.ts';
import { insertExpense } from '../expenses/index.ts';
import { EXPENSE_KINDS } from './catalogue.ts';
import type { DemoContext } from './context.ts';
import { addDays } from './dates.ts';
import { receiptPng } from './receipt-image.ts';

const PER_MONTH = 6;

/** A receipt photo stored the way the expense routes store an upload: received, then committed. */
async function storedReceipt(context: DemoContext, name: string): Promise<AttachmentValues> {
  const png = receiptPng(context.random);
  const received = await context.store.receive(Readable.from([png]), MAX_ATTACHMENT_BYTES);
  const storedName = await context.store.commit(received);
  return { storedName, fileName: `${name}.png`, contentType: 'image/png', size: received.size };
}

/**
 * Running costs paid on the spot over the year (power, airtime, fuel, fares, ads, stationery), from the bank
 * or M-Pesa; about one in three with a photo of its receipt.
 */
export async function createExpenses(context: DemoContext): Promise<{ expenses: number; receipts: number }> {
  let receipts = 0;
  let expenses = 0;
  const booksCurrency = await accountCurrency(context.db, context.accountId);
  for (let day = 360; day > 0; day -= Math.floor(30 / PER_MONTH)) {
    const [accountNumber, description, merchant, lowest, highest] = context.random.pick(EXPENSE_KINDS);
    const dated = addDays(context.today, -day + context.random.int(0, 3));
    const fields = expenseFormFieldsSchema.parse({
      expenseType: 'Payment',
      ledger_account_id: String(context.ledger[accountNumber]),
      paid_from_account_id: context.random.chance(0.5) ? String(context.ledger['1300']) : '',
      dated,
      totalValue: String(Math.round(context.random.int(lowest, highest) / 10) * 10),
      vat: accountNumber === '6500' || accountNumber === '6600' ? 'Exempt' : 'Standard',
      description,
      receiptReference: `RCP${context.random.int(100_000, 999_999)}`,
      merchantName: merchant,
    });
    const withReceipt = context.random.chance(0.33);
    const attachment = withReceipt ? await storedReceipt(context, `receipt-${dated}`) : null;
    if (attachment) receipts += 1;
    expenses += 1;
    await insertExpense(
      context.db,
      context.accountId,
      {
        expenseType: fields.expenseType,
        ledgerAccountId: fields.ledger_account_id,
        paidFromAccountId: fields.paid_from_account_id,
        dated: fields.dated,
        totalValue: fields.totalValue,
        vat: fields.vat,
        vatRate: fields.vatRate,
        description: fields.description,
        receiptReference: fields.receiptReference ?? null,
        attachmentDescription: attachment ? 'Photo of the till slip' : null,
        recurrence: fields.recurrence,
        merchantName: fields.merchantName ?? null,
        currency: booksCurrency,
        exchangeRate: '1',
      },
      attachment,
      context.today,
    );
  }
  return { expenses, receipts };
}
