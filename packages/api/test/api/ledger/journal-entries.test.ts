import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { describeEntry, entryEnvelope, ledgerClient } from '../../support/ledger-helpers.ts';

/** The app's clock: a day of its own, the same in every time zone's evening. */
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function business() {
  const { token } = await signUp(app);
  const ledger = ledgerClient(app, token);
  const chart = await ledger.chart();
  const id = (number: string) => chart.get(number)!.id;
  return { token, ledger, invoices: invoiceClient(app, token), chart, id };
}

describe(`manual journal entries on ${backend}`, () => {
  it('posts a balanced entry (201, source manual) with contacts and descriptions, and answers it by id', async () => {
    const { ledger, invoices, id } = await business();
    const contactId = await invoices.contact();
    const entry = await ledger.postEntry({
      date: '2026-01-01',
      memo: ' Opening float ',
      lines: [
        { ledger_account_id: id('1000'), debit: 1500.5, description: 'Till' },
        { ledger_account_id: id('1200'), debit: 99.5, contact_id: contactId },
        { ledger_account_id: id('3000'), credit: 1600 },
      ],
    });
    expect(entry).toMatchObject({
      number: 'JE-000001',
      date: '2026-01-01',
      memo: 'Opening float',
      source_type: 'manual',
      source_id: null,
      reversal_of: null,
      reversed_by: null,
      total: 1600,
    });
    expect(entry.lines.map((l) => [l.account_number, l.account_name, l.contact_id, l.description])).toEqual([
      ['1000', 'Cash', null, 'Till'],
      ['1200', 'Accounts receivable', contactId, null],
      ['3000', "Owner's equity", null, null],
    ]);
    expect(describeEntry(entry)).toEqual(['1000 Dr 1500.5', `1200 Dr 99.5 c${contactId}`, '3000 Cr 1600']);
    const got = await ledger.inject('GET', `/journal_entries/${entry.id}`);
    expect(entryEnvelope.parse(got.json()).data).toEqual(entry);
  });

  it('answers 422 for every way an entry can be wrong, and posts nothing', async () => {
    const { ledger, chart, id } = await business();
    const other = await business();
    const post = (entry: object) => ledger.inject('POST', '/journal_entries', { journal_entry: entry });
    const cash = (amount: object) => ({ ledger_account_id: id('1000'), ...amount });
    const equity = (amount: object) => ({ ledger_account_id: id('3000'), ...amount });
    const archived = chart.get('4900')!.id;
    await ledger.inject('PUT', `/ledger_accounts/${archived}`, { ledger_account: { archived: true } });
    const cases: [object, string, Record<string, string[]>?][] = [
      [{ date: '2026-01-01', lines: [cash({ debit: 1 })] }, 'A journal entry needs at least 2 lines'],
      [
        { date: '2026-01-01', lines: [cash({ debit: 1, credit: 1 }), equity({ credit: 1 })] },
        'A line takes a debit or a credit, not both',
      ],
      [{ date: '2026-01-01', lines: [cash({}), equity({ credit: 1 })] }, 'A line needs a debit or a credit'],
      [
        { date: '2026-01-01', lines: [cash({ debit: 0 }), equity({ credit: 0 })] },
        'Debit must be more than 0',
      ],
      [
        { date: '2026-01-01', lines: [cash({ debit: -5 }), equity({ credit: -5 })] },
        'Debit must be more than 0',
      ],
      [
        { date: '2026-01-01', lines: [cash({ debit: 1.005 }), equity({ credit: 1.005 })] },
        'Debit must have at most 2 decimals',
      ],
      [
        { date: '2026-01-01', lines: [cash({ debit: 10 }), equity({ credit: 9.99 })] },
        'Debits and credits must be equal',
        { lines: ['Debits and credits must be equal'] },
      ],
      [
        { date: '2026-01-01', lines: [{ ledger_account_id: archived, debit: 1 }, equity({ credit: 1 })] },
        'This account is archived',
        { 'lines.0.ledger_account_id': ['This account is archived'] },
      ],
      [
        {
          date: '2026-01-01',
          lines: [cash({ debit: 1 }), { ledger_account_id: other.id('3000'), credit: 1 }],
        },
        'Account not found',
        { 'lines.1.ledger_account_id': ['Account not found'] },
      ],
      [
        { date: '2026-01-01', lines: [cash({ debit: 1 }), { ledger_account_id: 99_999_999_999, credit: 1 }] },
        'Account not found',
      ],
      [
        {
          date: '2026-01-01',
          lines: [cash({ debit: 1, contact_id: 99_999_999_999 }), equity({ credit: 1 })],
        },
        'Contact not found',
      ],
      [{ date: '2026-02-30', lines: [cash({ debit: 1 }), equity({ credit: 1 })] }, 'Date is not a real date'],
    ];
    for (const [entry, error, details] of cases) {
      const response = await post(entry);
      expect([response.statusCode, response.json().error]).toEqual([422, error]);
      if (details) expect(response.json().details).toEqual(details);
    }
    expect(await ledger.entries()).toEqual([]);
    // 0.1 + 0.2 is 0.3 exactly in cents: it balances.
    const exact = await post({
      date: '2026-01-01',
      lines: [cash({ debit: 0.1 }), cash({ debit: 0.2 }), equity({ credit: 0.3 })],
    });
    expect(exact.statusCode).toBe(201);
  });

  it('reverses a manual entry once (201, then 409); a document entry is 422; never before the entry', async () => {
    const { ledger, invoices, id } = await business();
    const entry = await ledger.postEntry({
      date: '2026-02-01',
      lines: [
        { ledger_account_id: id('1100'), debit: 250 },
        { ledger_account_id: id('3000'), credit: 250 },
      ],
    });
    const early = await ledger.inject('POST', `/journal_entries/${entry.id}/reverse`, { date: '2026-01-31' });
    expect([early.statusCode, early.json().error]).toEqual([
      422,
      'A reversal cannot be dated before the entry it reverses (2026-02-01)',
    ]);
    const reversal = await ledger.reverse(entry.id);
    expect(reversal).toMatchObject({
      number: 'JE-000002',
      date: TODAY,
      memo: 'Reversal of JE-000001',
      source_type: 'manual',
      reversal_of: entry.id,
    });
    expect(describeEntry(reversal)).toEqual(['1100 Cr 250', '3000 Dr 250']);
    const again = await ledger.inject('POST', `/journal_entries/${entry.id}/reverse`, { date: '2026-03-01' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: 'This entry has already been reversed' },
    ]);
    const dated = await ledger.postEntry({
      date: '2026-02-01',
      lines: [
        { ledger_account_id: id('1100'), debit: 1 },
        { ledger_account_id: id('3000'), credit: 1 },
      ],
    });
    expect((await ledger.reverse(dated.id, { date: '2026-02-28' })).date).toBe('2026-02-28');
    const invoice = await invoices.created({ contact_id: await invoices.contact() });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    const [posted] = await ledger.entries({ source_type: 'invoice' });
    const refused = await ledger.inject('POST', `/journal_entries/${posted!.id}/reverse`);
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      { error: 'This entry was posted by a document (invoice): change the document instead' },
    ]);
  });

  it('lists newest first, paged, filtered by dates, account, source type and contact', async () => {
    const { ledger, invoices, id } = await business();
    const contactId = await invoices.contact();
    for (const [date, account] of [
      ['2026-01-05', '1000'],
      ['2026-02-05', '1100'],
      ['2026-03-05', '1000'],
    ] as const) {
      await ledger.postEntry({
        date,
        lines: [
          { ledger_account_id: id(account), debit: 10 },
          { ledger_account_id: id('4900'), credit: 10 },
        ],
      });
    }
    const invoice = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-02-10',
      due_date: '2026-03-10',
    });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    const dates = async (query: Record<string, string | number>) =>
      (await ledger.entries(query)).map((e) => e.date);
    expect(await dates({})).toEqual(['2026-03-05', '2026-02-10', '2026-02-05', '2026-01-05']);
    expect(await dates({ from: '2026-02-05', to: '2026-02-10' })).toEqual(['2026-02-10', '2026-02-05']);
    expect(await dates({ ledger_account_id: id('1000') })).toEqual(['2026-03-05', '2026-01-05']);
    expect(await dates({ source_type: 'invoice' })).toEqual(['2026-02-10']);
    expect(await dates({ contact_id: contactId })).toEqual(['2026-02-10']);
    const page = await ledger.inject('GET', '/journal_entries?page=2&per_page=3');
    expect(page.json().meta).toEqual({ total_count: 4, current_page: 2, total_pages: 2, per_page: 3 });
    expect(page.json().data.map((e: { date: string }) => e.date)).toEqual(['2026-01-05']);
    for (const query of [
      'from=2026-13-01',
      'source_type=gift',
      'ledger_account_id=x',
      'contact_id=99999999999',
      'per_page=0',
    ]) {
      expect((await ledger.inject('GET', `/journal_entries?${query}`)).statusCode).toBe(422);
    }
  });

  it("answers 404 for another business's entries, unknown and malformed ids, and never lists them", async () => {
    const a = await business();
    const b = await business();
    const entry = await b.ledger.postEntry({
      date: '2026-01-01',
      lines: [
        { ledger_account_id: b.id('1000'), debit: 1 },
        { ledger_account_id: b.id('3000'), credit: 1 },
      ],
    });
    for (const id of [String(entry.id), '999999999', '99999999999', 'abc']) {
      for (const response of [
        await a.ledger.inject('GET', `/journal_entries/${id}`),
        await a.ledger.inject('POST', `/journal_entries/${id}/reverse`),
      ]) {
        expect([response.statusCode, response.json()]).toEqual([404, { error: 'Journal entry not found' }]);
      }
    }
    expect(await a.ledger.entries({ ledger_account_id: b.id('1000') })).toEqual([]);
    expect((await b.ledger.entries())[0]!.reversed_by).toBeNull();
  });
});
