import type { Invoice } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { bearer, multipartBody } from './helpers.ts';
import { mpesaCode } from './invoice-helpers.ts';
import { applyBillOperation, type BillOperation } from './ledger-bill-operations.ts';
import { applyCreditOperation, type CreditOperation } from './ledger-credit-operations.ts';
import { dayAfter, type ExpenseSpec, type ItemSpec, type Operation } from './ledger-operations.ts';

/** A dated change of a contact's receivable (1200), debit-positive cents. */
export interface ReceivableMove {
  date: string;
  contactId: number;
  cents: bigint;
}

/** What an operation is expected to do: succeed, be refused (4xx, nothing changed), or either. */
type Expectation = 'ok' | 'refused' | 'either';

const money = (cents: bigint | number) => Number(centsToDecimal(BigInt(cents)));
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Applies operations to one business through the real HTTP API (app.inject) and keeps the little model the
 * invariants need: the receivable moves dated before today. Every change posts on its own date the first
 * time and re-posts on today or later afterwards, so before today the ledger holds exactly the first
 * postings (an invoice when it left draft, each payment, each manual entry's 1200 lines); from today on the
 * documents themselves say what is owed. Throws when an answer is not the expected one.
 */
/** A paid or void invoice keeps its items, dates and contact, and takes no payment. */
const fixed = (invoice: Invoice) => invoice.status === 'paid' || invoice.status === 'void';
/** A credited invoice keeps its items and contact (its credit notes were drawn from them). */
const credited = (invoice: Invoice) => toCents(invoice.credited_amount ?? 0) !== 0n;

export class LedgerDriver {
  readonly contacts: number[] = [];
  readonly invoices: string[] = [];
  readonly expenses: number[] = [];
  readonly bills: number[] = [];
  readonly creditNotes: number[] = [];
  readonly manualEntries: {
    id: number;
    date: string;
    /** The reversal's date (today, or the entry's date when later), once reversed. */
    reversedOn: string | null;
    receivable: ReceivableMove[];
  }[] = [];
  /** The first postings on 1200 (invoices leaving draft, payments, manual entries and their reversals). */
  readonly receivableMoves: ReceivableMove[] = [];
  lockDate: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
    private readonly token: string,
    readonly accountId: number,
    /** Ledger account ids by number. */
    readonly ledgerIds: Map<string, number>,
    readonly today: string,
  ) {}

  /** A request of this business (`url` under /api). */
  inject(method: InjectOptions['method'], url: string, payload?: object) {
    return this.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(this.token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  date = (offset: number) => dayAfter(this.today, offset);
  locked = (date: string) => this.lockDate !== null && date <= this.lockDate;
  account = (number: string) => {
    const id = this.ledgerIds.get(number);
    if (id === undefined) throw new Error(`no ledger account ${number}`);
    return id;
  };

  /** A digest of everything the business has written: equal before and after a refused request. */
  async fingerprint(): Promise<string> {
    const id = this.accountId;
    const [row] = rowsOf<{ digest: string }>(
      await this.db.execute(sql`select concat_ws(' | ',
        (select count(*) || ' ' || coalesce(sum(debit), 0) || ' ' || coalesce(sum(credit), 0)
           from journal_lines where account_id = ${id}),
        (select string_agg(concat_ws(':', number, date, reversed_by), ',' order by id)
           from journal_entries where account_id = ${id}),
        (select string_agg(concat_ws(':', id, status, contact_id, issue_date, due_date, total, paid_amount,
           credited_amount), ',' order by id) from invoices where account_id = ${id}),
        (select string_agg(concat_ws(':', id, total, applied_amount, refunded_amount), ',' order by id)
           from credit_notes where account_id = ${id}),
        (select string_agg(concat_ws(':', id, amount, paid_on), ',' order by id) from refunds where account_id = ${id}),
        (select string_agg(concat_ws(':', id, total), ',' order by id) from invoice_items where account_id = ${id}),
        (select string_agg(concat_ws(':', id, amount, paid_on), ',' order by id) from payments where account_id = ${id}),
        (select string_agg(concat_ws(':', id, dated, total_value, vat_amount, ledger_account_id, paid_from_account_id),
           ',' order by id) from expenses where account_id = ${id}),
        (select string_agg(concat_ws(':', id, status, contact_id, total, paid_amount, balance), ',' order by id)
           from bills where account_id = ${id}),
        (select string_agg(concat_ws(':', id, amount, paid_on), ',' order by id) from bill_payments where account_id = ${id}),
        (select count(*) from contacts where account_id = ${id}),
        (select lock_date from accounts where id = ${id})) as digest`),
    );
    return row!.digest;
  }

  /** Sends the request; checks its answer against the expectation (and that a refusal changed nothing). */
  async expect(
    expectation: Expectation,
    label: string,
    request: () => Promise<{ statusCode: number; body: string }>,
  ): Promise<{ ok: boolean; body: string }> {
    const before = expectation === 'ok' ? null : await this.fingerprint();
    const answer = await request();
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    const refused = answer.statusCode === 409 || answer.statusCode === 422;
    if (!ok && !refused) throw new Error(`${label}: unexpected ${answer.statusCode} ${answer.body}`);
    if (expectation === 'ok' && !ok)
      throw new Error(`${label}: expected success, got ${answer.statusCode} ${answer.body}`);
    if (expectation === 'refused' && ok)
      throw new Error(`${label}: expected a refusal, got ${answer.statusCode} ${answer.body}`);
    if (refused && before !== null) {
      const after = await this.fingerprint();
      if (after !== before)
        throw new Error(`${label}: refused (${answer.body}) but the books changed\n${before}\n${after}`);
    }
    return { ok, body: answer.body };
  }

  private async invoice(index: number): Promise<Invoice | null> {
    if (this.invoices.length === 0) return null;
    const response = await this.inject('GET', `/invoices/${this.invoices[index % this.invoices.length]}`);
    if (response.statusCode !== 200) throw new Error(`GET invoice: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: Invoice }).data;
  }

  contact(index: number): number | null {
    return this.contacts.length === 0 ? null : this.contacts[index % this.contacts.length]!;
  }

  /** An invoice left draft: its first posting, Dr 1200 its total on its issue date. */
  private posted(invoice: Invoice): void {
    this.receivableMoves.push({
      date: invoice.issue_date,
      contactId: invoice.contact_id,
      cents: toCents(invoice.total),
    });
  }

  private async addContact(): Promise<void> {
    const name = `Contact ${this.contacts.length + 1}`;
    const { body } = await this.expect('ok', 'contact', () =>
      this.inject('POST', '/contacts', { contact: { first_name: name, last_name: 'Mwangi' } }),
    );
    this.contacts.push((JSON.parse(body) as { data: { id: number } }).data.id);
  }

  private async send(invoice: Invoice, label: string): Promise<void> {
    if (invoice.status === 'sent') return;
    const expectation = fixed(invoice) || this.locked(invoice.issue_date) ? 'refused' : 'ok';
    const { ok } = await this.expect(expectation, label, () =>
      this.inject('PUT', `/invoices/${invoice.id}`, { invoice: { status: 'sent' } }),
    );
    if (ok && invoice.status === 'draft') this.posted(invoice);
  }

  async apply(operation: Operation): Promise<void> {
    const label = JSON.stringify(operation);
    switch (operation.kind) {
      case 'contact':
        return this.addContact();
      case 'invoice': {
        if (this.contacts.length === 0) await this.addContact();
        const issue = this.date(operation.issue);
        const { body } = await this.expect('ok', label, () =>
          this.inject('POST', '/invoices', {
            invoice: {
              contact_id: this.contact(operation.contact),
              issue_date: issue,
              due_date: this.date(operation.issue + operation.dueDays),
            },
          }),
        );
        const id = (JSON.parse(body) as { data: Invoice }).data.id;
        this.invoices.push(id);
        const withItems = await this.expect('ok', label, () =>
          this.inject('POST', `/invoices/${id}/add_items`, { items: operation.items.map(itemBody) }),
        );
        if (operation.send) await this.send((JSON.parse(withItems.body) as { data: Invoice }).data, label);
        return;
      }
      case 'send': {
        const invoice = await this.invoice(operation.invoice);
        if (invoice) await this.send(invoice, label);
        return;
      }
      case 'editItems':
        return this.editItems(operation, label);
      case 'editDates': {
        const invoice = await this.invoice(operation.invoice);
        if (!invoice) return;
        const issue = this.date(operation.issue);
        const changes = { issue_date: issue, due_date: this.date(operation.issue + operation.dueDays) };
        const moves = changes.issue_date !== invoice.issue_date || changes.due_date !== invoice.due_date;
        await this.expect(fixed(invoice) && moves ? 'refused' : 'ok', label, () =>
          this.inject('PUT', `/invoices/${invoice.id}`, { invoice: changes }),
        );
        return;
      }
      case 'editContact': {
        const invoice = await this.invoice(operation.invoice);
        const contactId = this.contact(operation.contact);
        if (!invoice || contactId === null) return;
        const moves = contactId !== invoice.contact_id;
        await this.expect((fixed(invoice) || credited(invoice)) && moves ? 'refused' : 'ok', label, () =>
          this.inject('PUT', `/invoices/${invoice.id}`, { invoice: { contact_id: contactId } }),
        );
        return;
      }
      case 'pay':
      case 'overpay':
        return this.pay(operation, label);
      case 'void': {
        const invoice = await this.invoice(operation.invoice);
        if (!invoice) return;
        // The reversal is dated today, or the entry's date when later (never before the issue date).
        const date = later(this.today, invoice.issue_date);
        const refused =
          invoice.status !== 'sent' ||
          toCents(invoice.paid_amount) > 0n ||
          credited(invoice) ||
          this.locked(date);
        const { ok } = await this.expect(refused ? 'refused' : 'ok', label, () =>
          this.inject('POST', `/invoices/${invoice.id}/void`),
        );
        if (ok) {
          this.receivableMoves.push({ date, contactId: invoice.contact_id, cents: -toCents(invoice.total) });
        }
        return;
      }
      case 'deleteInvoice': {
        const invoice = await this.invoice(operation.invoice);
        if (!invoice) return;
        const { ok } = await this.expect(invoice.status === 'draft' ? 'ok' : 'refused', label, () =>
          this.inject('DELETE', `/invoices/${invoice.id}`),
        );
        if (ok) this.invoices.splice(this.invoices.indexOf(invoice.id), 1);
        return;
      }
      case 'expense': {
        const dated = this.date(operation.expense.dated);
        const { ok, body } = await this.expect(this.locked(dated) ? 'refused' : 'ok', label, () =>
          this.injectForm('POST', '/expenses', operation.expense),
        );
        if (ok) this.expenses.push((JSON.parse(body) as { data: { id: number } }).data.id);
        return;
      }
      case 'editExpense': {
        if (this.expenses.length === 0) return;
        const id = this.expenses[operation.target % this.expenses.length]!;
        // The edit re-posts today (after any lock date); a service may still refuse a date in the lock.
        const dated = this.date(operation.expense.dated);
        await this.expect(this.locked(dated) ? 'either' : 'ok', label, () =>
          this.injectForm('PUT', `/expenses/${id}`, operation.expense),
        );
        return;
      }
      case 'deleteExpense': {
        if (this.expenses.length === 0) return;
        const id = this.expenses[operation.target % this.expenses.length]!;
        await this.expect('ok', label, () => this.inject('DELETE', `/expenses/${id}`));
        this.expenses.splice(this.expenses.indexOf(id), 1);
        return;
      }
      case 'journal':
        return this.journal(operation, label);
      case 'reverse': {
        if (this.manualEntries.length === 0) return;
        const entry = this.manualEntries[operation.entry % this.manualEntries.length]!;
        const { ok } = await this.expect(entry.reversedOn ? 'refused' : 'ok', label, () =>
          this.inject('POST', `/journal_entries/${entry.id}/reverse`, {}),
        );
        if (!ok) return;
        const date = later(this.today, entry.date);
        entry.reversedOn = date;
        for (const move of entry.receivable) this.receivableMoves.push({ ...move, date, cents: -move.cents });
        return;
      }
      case 'reverseDocument': {
        const listed = await this.inject('GET', '/journal_entries?source_type=invoice&per_page=1');
        const [entry] = (listed.json() as { data: { id: number }[] }).data;
        if (!entry) return;
        await this.expect('refused', label, () =>
          this.inject('POST', `/journal_entries/${entry.id}/reverse`, {}),
        );
        return;
      }
      case 'bill':
      case 'payBill':
      case 'voidBill':
        return applyBillOperation(this, operation as BillOperation, label);
      case 'creditNote':
      case 'refund':
        return applyCreditOperation(this, operation as CreditOperation, label);
      case 'lock': {
        const lockDate = operation.daysBack === null ? null : this.date(-operation.daysBack);
        await this.expect('ok', label, () =>
          this.inject('PUT', '/account', { account: { lock_date: lockDate } }),
        );
        this.lockDate = lockDate;
        return;
      }
    }
  }

  private async editItems(
    operation: Extract<Operation, { kind: 'editItems' }>,
    label: string,
  ): Promise<void> {
    const invoice = await this.invoice(operation.invoice);
    if (!invoice) return;
    // A sent invoice re-posts today, after any lock date; a paid, void or credited one is fixed.
    const expectation = fixed(invoice) || credited(invoice) ? 'refused' : 'ok';
    const items = invoice.invoice_items;
    const target = items[operation.item.cents % items.length];
    if (operation.action === 'add' || !target) {
      await this.expect(expectation, label, () =>
        this.inject('POST', `/invoices/${invoice.id}/add_items`, { items: [itemBody(operation.item)] }),
      );
    } else if (operation.action === 'delete' && items.length > 1) {
      await this.expect(expectation, label, () =>
        this.inject('DELETE', `/invoices/${invoice.id}/items/${target.id}`),
      );
    } else {
      await this.expect(expectation, label, () =>
        this.inject('PUT', `/invoices/${invoice.id}/items/${target.id}`, {
          invoice_item: itemBody(operation.item),
        }),
      );
    }
  }

  private async pay(
    operation: Extract<Operation, { kind: 'pay' | 'overpay' }>,
    label: string,
  ): Promise<void> {
    const invoice = await this.invoice(operation.invoice);
    if (!invoice) return;
    const balance = toCents(invoice.balance);
    const amount =
      operation.kind === 'overpay'
        ? balance + BigInt(operation.extraCents)
        : operation.share === 100
          ? balance
          : balance > 0n
            ? (balance * BigInt(operation.share) + 99n) / 100n
            : balance;
    const paidOn = operation.kind === 'pay' ? this.date(operation.paidOn) : this.today;
    const method = operation.kind === 'pay' ? operation.method : 'cash';
    const refused =
      amount <= 0n ||
      amount > balance ||
      fixed(invoice) ||
      this.locked(paidOn) ||
      (invoice.status === 'draft' && this.locked(invoice.issue_date));
    const { ok } = await this.expect(refused ? 'refused' : 'ok', label, () =>
      this.inject('POST', `/invoices/${invoice.id}/payments`, {
        payment: {
          amount: money(amount > 0n ? amount : 1n),
          paid_on: paidOn,
          method,
          ...(method === 'mpesa' ? { reference: mpesaCode() } : {}),
        },
      }),
    );
    if (!ok) return;
    if (invoice.status === 'draft') this.posted(invoice);
    this.receivableMoves.push({ date: paidOn, contactId: invoice.contact_id, cents: -amount });
  }

  private async journal(operation: Extract<Operation, { kind: 'journal' }>, label: string): Promise<void> {
    const contactId = this.contact(operation.contact);
    const usable = (number: string) =>
      contactId === null && (number === '1200' || number === '2000') ? '3000' : number;
    const lines = operation.lines.map((line) => ({ ...line, account: usable(line.account) }));
    const net = lines.reduce((sum, line) => sum + (line.debit ? line.cents : -line.cents), 0);
    if (net !== 0) lines.push({ account: usable(operation.balanceOn), cents: Math.abs(net), debit: net < 0 });
    if (operation.unbalanced) lines[0]!.cents += 1;
    const date = this.date(operation.date);
    const body = {
      journal_entry: {
        date,
        memo: 'Property test',
        lines: lines.map((line) => ({
          ledger_account_id: this.account(line.account),
          [line.debit ? 'debit' : 'credit']: money(line.cents),
          ...(line.account === '1200' || line.account === '2000' ? { contact_id: contactId } : {}),
        })),
      },
    };
    const refused = operation.unbalanced || this.locked(date);
    const answer = await this.expect(refused ? 'refused' : 'ok', label, () =>
      this.inject('POST', '/journal_entries', body),
    );
    if (!answer.ok) return;
    const receivable = lines
      .filter((line) => line.account === '1200')
      .map((line) => ({ date, contactId: contactId!, cents: BigInt(line.debit ? line.cents : -line.cents) }));
    this.receivableMoves.push(...receivable);
    const id = (JSON.parse(answer.body) as { data: { id: number } }).data.id;
    this.manualEntries.push({ id, date, reversedOn: null, receivable });
  }

  /** An expense written as the expense form sends it (multipart). */
  private injectForm(method: 'POST' | 'PUT', url: string, expense: ExpenseSpec) {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: expense.type,
        ledger_account_id: String(this.account(expense.account)),
        paid_from_account_id: String(this.account(expense.paidFrom)),
        dated: this.date(expense.dated),
        totalValue: centsToDecimal(BigInt(expense.cents)),
        vat: expense.vat,
        description: 'Property test',
      }).map(([name, content]) => ({ name, content })),
    );
    return this.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...headers, ...bearer(this.token) },
    });
  }
}

/** An invoice line as the item dialog sends it. */
function itemBody(item: ItemSpec) {
  return {
    description: 'Goods',
    quantity: item.quantity,
    unit: 'items',
    unit_price: money(item.cents),
    tax_rate: item.tax_rate,
    discount: item.discount,
  };
}
