import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bankingBusiness, type PortalRow, portal } from './banking-helpers.ts';
import { billClient, billLine } from './bill-helpers.ts';

/** One row of a generated M-Pesa statement: money in (naming an invoice or not), a charge, or money out. */
export type GeneratedRow =
  | { type: 'in'; amount: number; names: number | null }
  | { type: 'charge'; amount: number }
  | { type: 'out'; amount: number };

export type BankingOperation =
  | { kind: 'invoice'; amount: number }
  | { kind: 'bill'; amount: number }
  | { kind: 'import'; rows: GeneratedRow[] }
  | { kind: 'match'; line: number; invoice: number }
  | { kind: 'payBill'; line: number; bill: number }
  | { kind: 'create'; line: number; as: 'expense' | 'income' | 'transfer' }
  | { kind: 'unmatch' | 'exclude' | 'include'; line: number }
  | { kind: 'reconcile'; complete: boolean }
  | { kind: 'undoReconciliation' };

const amount = fc.integer({ min: 1, max: 5000 });
const row: fc.Arbitrary<GeneratedRow> = fc.oneof(
  fc.record({ type: fc.constant('in' as const), amount, names: fc.option(fc.nat(5)) }),
  fc.record({ type: fc.constant('charge' as const), amount: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ type: fc.constant('out' as const), amount }),
);
const line = fc.nat(30);

export const bankingOperation: fc.Arbitrary<BankingOperation> = fc.oneof(
  fc.record({ kind: fc.constant('invoice' as const), amount }),
  fc.record({ kind: fc.constant('bill' as const), amount }),
  fc.record({ kind: fc.constant('import' as const), rows: fc.array(row, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('match' as const), line, invoice: fc.nat(5) }),
  fc.record({ kind: fc.constant('payBill' as const), line, bill: fc.nat(5) }),
  fc.record({
    kind: fc.constant('create' as const),
    line,
    as: fc.constantFrom('expense' as const, 'income' as const, 'transfer' as const),
  }),
  fc.record({ kind: fc.constantFrom('unmatch' as const, 'exclude' as const, 'include' as const), line }),
  fc.record({ kind: fc.constant('reconcile' as const), complete: fc.boolean() }),
  fc.record({ kind: fc.constant('undoReconciliation' as const) }),
);

/** A business's invoices, a bill and a first statement, then up to `max` operations of any kind. */
export const bankingSequence = (max: number): fc.Arbitrary<BankingOperation[]> =>
  fc
    .tuple(
      fc.array(fc.record({ kind: fc.constant('invoice' as const), amount }), { minLength: 1, maxLength: 3 }),
      fc.record({ kind: fc.constant('bill' as const), amount }),
      fc.record({
        kind: fc.constant('import' as const),
        rows: fc.array(row, { minLength: 2, maxLength: 5 }),
      }),
      fc.array(bankingOperation, { minLength: 1, maxLength: max }),
    )
    .map(([invoices, bill, statement, rest]) => [...invoices, bill, statement, ...rest]);

type Line = { id: number; status: string; amount: number; date: string };

const pick = <T>(list: T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

/**
 * A business whose M-Pesa account (1300) receives generated statements, one after another (each row on a day
 * of its own, balances running on from the last file), and the owner's actions on their lines. Every answer
 * must be below 500: a refused action (422, 409) is part of the property, a server error never is.
 */
export async function bankingDriver(app: FastifyInstance) {
  const business = await bankingBusiness(app);
  const { client } = business;
  const bills = billClient(app, business.token);
  const [mpesa, bank, utilities, otherIncome] = (await Promise.all(
    ['1300', '1100', '6200', '4900'].map((number) => business.accountId(number)),
  )) as [number, number, number, number];
  const contactId = await client.contact();
  const vendor = await client.contact({ first_name: null, last_name: null, company_name: 'Naivas Ltd' });
  const invoices: { id: string; number: string }[] = [];
  const billIds: number[] = [];
  let day = 0;
  let balance = 0;
  let receipts = 0;
  let lastDate: string | null = null;
  /** The changes the API accepted (2xx), by action: what the sequence really exercised. */
  const acted = new Map<string, number>();

  const send = async (method: 'POST' | 'GET', url: string, body?: unknown) => {
    const answer = await client.inject(method, url, body as Record<string, unknown>);
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(500);
    if (method === 'POST' && answer.statusCode < 300) {
      const action = url.split('/').at(-1)!;
      acted.set(action, (acted.get(action) ?? 0) + 1);
    }
    return answer;
  };
  const lines = async (): Promise<Line[]> =>
    (await send('GET', `/bank_lines?ledger_account_id=${mpesa}&per_page=100`)).json().data;
  const lineWhere = async (index: number, fits: (line: Line) => boolean) =>
    pick((await lines()).filter(fits), index);

  async function importRows(rows: GeneratedRow[]) {
    const portalRows: PortalRow[] = rows.map((generated) => {
      day += 1;
      const date = new Date(Date.UTC(2026, 2, 1 + day));
      const dd = String(date.getUTCDate()).padStart(2, '0');
      const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
      lastDate = `${date.getUTCFullYear()}-${mm}-${dd}`;
      receipts += 1;
      const receipt = `SP${String(receipts).padStart(8, '0')}`;
      const base = { receipt, day: `${dd}-${mm}-${date.getUTCFullYear()}` };
      if (generated.type === 'charge')
        return { ...base, details: 'Pay Bill Charge', amount: -generated.amount };
      if (generated.type === 'out')
        return { ...base, details: 'Pay Bill to 888880 - KPLC PREPAID', amount: -generated.amount };
      const named = generated.names === null ? undefined : pick(invoices, generated.names)?.number;
      return { ...base, details: 'Pay Bill from JANE WANJIRU', amount: generated.amount, acNo: named };
    });
    const opening = balance;
    balance += portalRows.reduce((sum, portalRow) => sum + portalRow.amount, 0);
    await business.upload(mpesa, portal(portalRows.reverse(), opening));
  }

  async function apply(operation: BankingOperation): Promise<void> {
    switch (operation.kind) {
      case 'invoice': {
        const sent = await business.sent(contactId, operation.amount);
        invoices.push({ id: sent.id, number: sent.invoice_number });
        return;
      }
      case 'bill': {
        const bill = await bills.created({
          contact_id: vendor,
          bill_number: `B-${billIds.length + 1}`,
          issue_date: '2026-03-01',
          due_date: '2026-03-31',
          lines: [billLine(utilities, { unit_price: operation.amount })],
        });
        billIds.push(bill.id);
        return;
      }
      case 'import':
        return importRows(operation.rows);
      case 'match': {
        const target = await lineWhere(operation.line, (l) => l.amount > 0 && l.status !== 'matched');
        const invoice = pick(invoices, operation.invoice);
        if (!target || !invoice) return;
        await send('POST', `/bank_lines/${target.id}/match`, {
          kind: 'invoice_payment',
          ids: [invoice.id, 'unallocated'],
        });
        return;
      }
      case 'payBill': {
        const target = await lineWhere(operation.line, (l) => l.amount < 0 && l.status !== 'matched');
        const bill = pick(billIds, operation.bill);
        if (!target || bill === undefined) return;
        await send('POST', `/bank_lines/${target.id}/match`, { kind: 'bill_payment', ids: [String(bill)] });
        return;
      }
      case 'create': {
        const target = await lineWhere(
          operation.line,
          (l) => l.status !== 'matched' && l.status !== 'excluded',
        );
        if (!target) return;
        const account = { expense: utilities, income: otherIncome, transfer: bank }[operation.as];
        await send('POST', `/bank_lines/${target.id}/create`, {
          kind: operation.as,
          ledger_account_id: account,
        });
        return;
      }
      case 'unmatch':
      case 'exclude':
      case 'include': {
        const target = pick(await lines(), operation.line);
        if (target) await send('POST', `/bank_lines/${target.id}/${operation.kind}`);
        return;
      }
      case 'reconcile': {
        if (!lastDate) return;
        const draft = await send('POST', `/bank_accounts/${mpesa}/reconciliations`, {
          statement_date: lastDate,
          statement_balance: balance,
        });
        if (operation.complete && draft.statusCode === 201) {
          await send('POST', `/reconciliations/${draft.json().data.id}/complete`);
        }
        return;
      }
      case 'undoReconciliation': {
        const list = (await send('GET', `/bank_accounts/${mpesa}/reconciliations`)).json().data as {
          id: number;
          status: string;
        }[];
        const done = list.find((reconciliation) => reconciliation.status === 'done');
        if (done) await send('POST', `/reconciliations/${done.id}/undo`);
        return;
      }
    }
  }

  return { apply, acted, chart: business.chart };
}
