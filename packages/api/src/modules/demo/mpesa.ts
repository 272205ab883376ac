import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { accountOfToken, DEFAULT_MAX_AMOUNT_CENTS, receiveConfirmation } from '../mpesa/index.ts';
import { FIRST_NAMES, LAST_NAMES } from './catalogue.ts';
import type { DemoContext } from './context.ts';
import { nairobiInstant } from './dates.ts';
import { silentLog } from './silent-log.ts';

/** Safaricom's TransTime: Nairobi wall-clock time as YYYYMMDDHHmmss. */
function transTime(day: string, hour: number, minute: number): string {
  const local = new Date(nairobiInstant(day, hour, minute).getTime() + 3 * 3_600_000);
  return local.toISOString().replace(/[-T:]/g, '').slice(0, 14);
}

/**
 * A paybill payment as Safaricom confirms it, through the C2B service of the confirmation URL: matched to the
 * invoice its account number names, or queued as unmatched when it names none.
 */
export async function paybillPayment(
  context: DemoContext,
  payment: { day: string; amount: string; accountNumber: string },
): Promise<void> {
  const [row] = await context.db
    .select({ token: accounts.mpesaC2bToken })
    .from(accounts)
    .where(eq(accounts.id, context.accountId));
  const account = (await accountOfToken(context.db, row!.token))!;
  const hour = context.random.int(8, 19);
  const minute = context.random.int(0, 59);
  const body = {
    TransactionType: 'Pay Bill',
    TransID: context.mpesaCode(),
    TransTime: transTime(payment.day, hour, minute),
    TransAmount: payment.amount,
    BusinessShortCode: '522533',
    BillRefNumber: payment.accountNumber,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: `2547 ***** ${context.random.int(100, 999)}`,
    FirstName: context.random.pick(FIRST_NAMES).toUpperCase(),
    MiddleName: '',
    LastName: context.random.pick(LAST_NAMES).toUpperCase(),
  };
  const receivedAt = nairobiInstant(payment.day, hour, minute);
  await receiveConfirmation(context.db, account, body, receivedAt, silentLog, DEFAULT_MAX_AMOUNT_CENTS);
}

const UNCLEAR_ACCOUNT_NUMBERS = ['KAZI', 'DEPOSIT', 'BANNERS', '', 'INV 9999', 'WANJIRU'];

/** Paybill payments whose account number names no invoice: they wait in the unmatched queue. */
export async function unmatchedPaybillPayments(context: DemoContext, days: string[]): Promise<number> {
  for (const [index, day] of days.entries()) {
    const amount = `${context.random.int(15, 300) * 100}.00`;
    await paybillPayment(context, { day, amount, accountNumber: UNCLEAR_ACCOUNT_NUMBERS[index % 6]! });
  }
  return days.length;
}
