import type { Bill } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { mpesaCode } from './invoice-helpers.ts';
import type { LedgerDriver } from './ledger-driver.ts';
import type { Operation } from './ledger-operations.ts';

/** The bill operations of the books' property test: create (open or draft), pay, void. */
export type BillOperation = Extract<Operation, { kind: 'bill' | 'payBill' | 'voidBill' }>;

const money = (cents: bigint | number) => Number(centsToDecimal(BigInt(cents)));

async function billAt(driver: LedgerDriver, index: number): Promise<Bill | null> {
  if (driver.bills.length === 0) return null;
  const response = await driver.inject('GET', `/bills/${driver.bills[index % driver.bills.length]}`);
  if (response.statusCode !== 200) throw new Error(`GET bill: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Bill }).data;
}

/**
 * Applies one bill operation through the API and checks its answer: a bill out of draft dated in the locked
 * period is refused; a payment on a draft, void or paid bill, above the balance or in the locked period is
 * refused; a void of anything but an open bill without payments is refused. Bills are never edited here, so
 * before today the ledger holds their first postings (the void's reversal is dated today or later).
 */
export async function applyBillOperation(
  driver: LedgerDriver,
  operation: BillOperation,
  label: string,
): Promise<void> {
  switch (operation.kind) {
    case 'bill': {
      const contactId = driver.contact(operation.contact);
      if (contactId === null) return;
      const issue = driver.date(operation.issue);
      const expectation = !operation.draft && driver.locked(issue) ? 'refused' : 'ok';
      const { ok, body } = await driver.expect(expectation, label, () =>
        driver.inject('POST', '/bills', {
          bill: {
            contact_id: contactId,
            bill_number: `B-${driver.bills.length + 1}`,
            issue_date: issue,
            due_date: driver.date(operation.issue + operation.dueDays),
            draft: operation.draft,
            lines: operation.lines.map(({ account, item }) => ({
              description: 'Supplies',
              ledger_account_id: driver.account(account),
              quantity: item.quantity,
              unit_price: money(item.cents),
              tax_rate: item.tax_rate,
              discount: item.discount,
            })),
          },
        }),
      );
      if (ok) driver.bills.push((JSON.parse(body) as { data: Bill }).data.id);
      return;
    }
    case 'payBill': {
      const bill = await billAt(driver, operation.bill);
      if (!bill) return;
      const balance = toCents(bill.balance);
      const amount =
        operation.share >= 100
          ? balance + (operation.share > 100 ? 1n : 0n)
          : (balance * BigInt(operation.share) + 99n) / 100n;
      const paidOn = driver.date(operation.paidOn);
      const refused = bill.status !== 'open' || amount <= 0n || amount > balance || driver.locked(paidOn);
      await driver.expect(refused ? 'refused' : 'ok', label, () =>
        driver.inject('POST', `/bills/${bill.id}/payments`, {
          payment: {
            amount: money(amount > 0n ? amount : 1n),
            paid_on: paidOn,
            method: operation.method,
            ...(operation.method === 'mpesa' ? { reference: mpesaCode() } : {}),
          },
        }),
      );
      return;
    }
    case 'voidBill': {
      const bill = await billAt(driver, operation.bill);
      if (!bill) return;
      const refused = bill.status !== 'open' || bill.paid_amount !== 0;
      await driver.expect(refused ? 'refused' : 'ok', label, () =>
        driver.inject('POST', `/bills/${bill.id}/void`),
      );
      return;
    }
  }
}
