import type { CreditNote, Invoice } from '@daftari/contracts';
import { centsToDecimal, lineCents, toCents } from '@daftari/format';
import type { LedgerDriver } from './ledger-driver.ts';
import { dayAfter, type Operation } from './ledger-operations.ts';

/** The credit note operations of the books' property test: issue a credit note, refund one. */
export type CreditOperation = Extract<Operation, { kind: 'creditNote' | 'refund' }>;

const money = (cents: bigint) => Number(centsToDecimal(cents));

async function read<T>(driver: LedgerDriver, url: string): Promise<T> {
  const response = await driver.inject('GET', url);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

/**
 * Applies one credit operation through the API and checks its answer. A credit note on a draft or void
 * invoice, beyond what the invoice can still be credited (its total less its credit notes' totals), dated
 * before the invoice or in the locked period is refused; otherwise it takes the least of its total and the
 * invoice's balance off 1200 on its date (the driver records that move). A refund above what is left to
 * refund, dated before its credit note or in the locked period is refused; it never touches 1200.
 */
export async function applyCreditOperation(
  driver: LedgerDriver,
  operation: CreditOperation,
  label: string,
): Promise<void> {
  if (operation.kind === 'creditNote') {
    if (driver.invoices.length === 0) return;
    const id = driver.invoices[operation.invoice % driver.invoices.length]!;
    const invoice = await read<Invoice>(driver, `/invoices/${id}`);
    const credited = (invoice.credit_notes ?? []).reduce((sum, note) => sum + toCents(note.total), 0n);
    const creditable = toCents(invoice.total) - credited;
    const target = creditable <= 0n ? 1n : (creditable * BigInt(operation.share) + 99n) / 100n;
    // A line whose total (with its VAT) comes near the target; its exact total is what the server computes.
    const unitCents = operation.tax_rate === 0 ? target : (target * 100n) / 116n;
    const item = {
      description: 'Returned goods',
      quantity: 1,
      unit: 'items',
      unit_price: money(unitCents > 0n ? unitCents : 1n),
      tax_rate: operation.tax_rate,
      discount: 0,
    };
    const total = lineCents(item).total;
    const issue = dayAfter(invoice.issue_date, operation.afterIssue);
    const refused =
      invoice.status === 'draft' ||
      invoice.status === 'void' ||
      total > creditable ||
      issue < invoice.issue_date ||
      driver.locked(issue);
    const { ok, body } = await driver.expect(refused ? 'refused' : 'ok', label, () =>
      driver.inject('POST', '/credit_notes', {
        credit_note: { invoice_id: id, issue_date: issue, reason: 'Property test', items: [item] },
      }),
    );
    if (!ok) return;
    const note = (JSON.parse(body) as { data: CreditNote }).data;
    const balance = toCents(invoice.balance);
    // biome-ignore lint/complexity/useMathMinMax: cents are bigints, which Math.min does not take.
    const applied = total < balance ? total : balance;
    if (toCents(note.applied_amount) !== applied) {
      throw new Error(`${label}: applied ${note.applied_amount}, expected ${money(applied)}`);
    }
    driver.creditNotes.push(note.id);
    driver.receivableMoves.push({ date: issue, contactId: invoice.contact_id, cents: -applied });
    return;
  }
  if (driver.creditNotes.length === 0) return;
  const id = driver.creditNotes[operation.note % driver.creditNotes.length]!;
  const note = await read<CreditNote>(driver, `/credit_notes/${id}`);
  const left = toCents(note.refundable_balance);
  const amount =
    operation.share >= 100
      ? left + (operation.share > 100 ? 1n : 0n)
      : (left * BigInt(operation.share) + 99n) / 100n;
  const paidOn = driver.date(operation.paidOn);
  const refused = amount <= 0n || amount > left || paidOn < note.issue_date || driver.locked(paidOn);
  await driver.expect(refused ? 'refused' : 'ok', label, () =>
    driver.inject('POST', `/credit_notes/${id}/refunds`, {
      refund: { amount: money(amount > 0n ? amount : 1n), paid_on: paidOn, method: operation.method },
    }),
  );
}
