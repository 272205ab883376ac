import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, multipartBody, signUp } from './helpers.ts';
import { invoiceClient, line } from './invoice-helpers.ts';

const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

export interface PortalRow {
  receipt: string;
  /** `dd-MM-yyyy`. */
  day: string;
  details: string;
  /** Signed: money in positive, out negative. */
  amount: number;
  party?: string;
  acNo?: string;
}

/** An M-PESA business portal export of these rows (newest first), its balances running from `opening`. */
export function portal(rows: PortalRow[], opening = 0) {
  let balance = opening + rows.reduce((sum, row) => sum + row.amount, 0);
  const lines = rows.map((row) => {
    const paidIn = row.amount > 0 ? row.amount.toFixed(2) : '';
    const withdrawn = row.amount < 0 ? row.amount.toFixed(2) : '';
    const party = row.party ?? '254712345678 - JANE WANJIRU';
    const text = `${row.receipt},${row.day} 10:00:00,${row.day} 10:00:00,${row.details},Completed,${paidIn},${withdrawn},${balance.toFixed(2)},true,Pay Bill,${party},,${row.acNo ?? ''}`;
    balance -= row.amount;
    return text;
  });
  return ['"Organisation Name:","ACME"', '', HEADER, ...lines].join('\n');
}

/** A bank CSV of these rows (oldest first): Date (dd/MM/yyyy), Description, Amount (signed). */
export const bankCsv = (rows: { date: string; description: string; amount: number }[]) =>
  [
    'Date,Description,Amount',
    ...rows.map((row) => `${row.date},${row.description},${row.amount.toFixed(2)}`),
  ].join('\n');

export interface ChartRow {
  id: number;
  number: string;
  balance: number;
  account_type: string;
}

/** A new business with helpers to import statements, read lines, the chart and send invoices. */
export async function bankingBusiness(app: FastifyInstance) {
  const { token } = await signUp(app);
  const client = invoiceClient(app, token);
  const chart = async () => (await client.inject('GET', '/ledger_accounts')).json().data as ChartRow[];
  const accountId = async (number: string) => (await chart()).find((row) => row.number === number)!.id;
  const balanceOf = async (number: string) => (await chart()).find((row) => row.number === number)!.balance;
  const upload = async (ledgerAccountId: number, content: string, filename = 'mpesa.csv') => {
    const form = multipartBody([{ name: 'file', content, filename }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/bank_accounts/${ledgerAccountId}/statements`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const lines = async (query = '') => (await client.inject('GET', `/bank_lines${query}`)).json();
  const lineByReference = async (reference: string) =>
    ((await lines('?per_page=100')).data as { reference: string; id: number }[]).find(
      (row) => row.reference === reference,
    ) as Record<string, unknown> & { id: number };
  const sent = async (contactId: number, amount: number, issueDate = '2026-03-01') => {
    const created = await client.created({
      contact_id: contactId,
      issue_date: issueDate,
      due_date: '2026-03-31',
    });
    await client.ok(client.addItems(created.id, [line({ unit_price: amount })]));
    return client.ok(client.update(created.id, { status: 'sent' }));
  };
  const journal = async (sourceType: string) =>
    (await client.inject('GET', `/journal_entries?source_type=${sourceType}&per_page=100`)).json().data as {
      id: number;
      date: string;
      source_id: string;
      reversal_of: number | null;
      lines: { account_number: string; debit: number; credit: number; contact_id: number | null }[];
    }[];
  return { token, client, chart, accountId, balanceOf, upload, lines, lineByReference, sent, journal };
}
