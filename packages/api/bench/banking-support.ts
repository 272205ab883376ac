/** What the banking benchmarks share: books seeded in bulk, statement files written, and the import route. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';

export interface SeedContact {
  /** Unique within the seed: the contact's e-mail is made from it, and invoices name it. */
  key: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phone: string | null;
}

export interface SeedInvoice {
  /** `INV-0012`; its value (12) is `sequence`. */
  number: string;
  sequence: number;
  contactKey: string;
  cents: bigint;
  issueDate: string;
}

const json = (rows: unknown[]) =>
  JSON.stringify(rows, (_key, value) =>
    typeof value === 'bigint' ? (Number(value) / 100).toFixed(2) : value,
  );

const CHUNK = 2_000;

/**
 * Contacts and sent, unpaid invoices (one zero-rated item each, so the totals are what recomputing them gives)
 * with set-based SQL, a chunk of rows a statement (jsonb_to_recordset). Their postings are left out: the
 * matching reads the invoices and their parties, never the entries that issued them. Answers each invoice's id
 * by number.
 */
export async function seedBooks(
  db: Database['db'],
  accountId: number,
  contacts: SeedContact[],
  invoices: SeedInvoice[],
): Promise<Map<string, string>> {
  for (let start = 0; start < contacts.length; start += CHUNK) {
    const rows = contacts.slice(start, start + CHUNK).map((contact) => ({
      ...contact,
      email: `${contact.key}@bench.example.co.ke`,
    }));
    await db.execute(sql`
      insert into contacts (account_id, first_name, last_name, company_name, phone, email, country)
      select ${accountId}, r."firstName", r."lastName", r."companyName", r.phone, r.email, 'Kenya'
      from jsonb_to_recordset(${json(rows)}::jsonb)
        as r("firstName" text, "lastName" text, "companyName" text, phone text, email text)`);
  }
  for (let start = 0; start < invoices.length; start += CHUNK) {
    const rows = invoices.slice(start, start + CHUNK).map((invoice) => ({
      ...invoice,
      email: `${invoice.contactKey}@bench.example.co.ke`,
    }));
    await db.execute(sql`
      insert into invoices (account_id, contact_id, invoice_number, sequence_scope, sequence_value, status,
        issue_date, due_date, currency, sent_at, subtotal, tax_total, total, paid_amount, balance)
      select ${accountId}, c.id, r.number, 'account', r.sequence, 'sent', r."issueDate"::date,
        r."issueDate"::date + 30, 'KES', now(), r.cents, 0, r.cents, 0, r.cents
      from jsonb_to_recordset(${json(rows)}::jsonb)
        as r(number text, sequence int, email text, cents numeric, "issueDate" text)
      join contacts c on c.account_id = ${accountId} and c.email = r.email`);
  }
  await db.execute(sql`
    insert into invoice_items (account_id, invoice_id, position, description, quantity, unit, unit_price,
      subtotal, total)
    select account_id, id, 1, 'Goods supplied', 1, 'items', total, total, total
    from invoices where account_id = ${accountId}`);
  const next = Math.max(0, ...invoices.map((invoice) => invoice.sequence)) + 1;
  await db.execute(sql`
    insert into invoice_sequences (account_id, scope, prefix, next_value)
    values (${accountId}, 'account', 'INV', ${next})
    on conflict (account_id, scope) do update set next_value = excluded.next_value`);
  const result = (await db.execute(
    sql`select id, invoice_number from invoices where account_id = ${accountId}`,
  )) as unknown as { rows: { id: string; invoice_number: string }[] };
  return new Map(result.rows.map((row) => [row.invoice_number, row.id]));
}

/** A multipart form with the file and text fields, as a browser sends it. */
function form(file: Buffer, filename: string, fields: Record<string, string>) {
  const boundary = `----daftari-bench-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /bank_accounts/{id}/statements with the file; throws unless the statement is stored (201). */
export async function importStatement(
  app: FastifyInstance,
  token: string,
  ledgerAccountId: number,
  file: Buffer,
  filename: string,
  fields: Record<string, string> = {},
) {
  const body = form(file, filename, fields);
  const response = await app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${ledgerAccountId}/statements`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`import failed ${response.statusCode}: ${response.body}`);
  return response.json().data as { id: number; lines_new: number; lines_total: number };
}

/** The ids of the business's starting ledger accounts by number (1100 Bank, 1300 M-Pesa, ...). */
export async function ledgerAccountIds(app: FastifyInstance, token: string): Promise<Map<string, number>> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/ledger_accounts',
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = response.json().data as { id: number; number: string }[];
  return new Map(rows.map((row) => [row.number, row.id]));
}

/** Kenya shillings as statements print them: `12,345.50`, withdrawals `-12,345.50`. */
export const shillings = (cents: bigint) => {
  const size = cents < 0n ? -cents : cents;
  const whole = (size / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0n ? '-' : ''}${whole}.${(size % 100n).toString().padStart(2, '0')}`;
};

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export interface PortalRow {
  receipt: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string;
  details: string;
  /** Signed cents. */
  cents: bigint;
  otherParty: string;
  linked?: string;
  acNo?: string;
}

/** The M-PESA business portal's CSV export of these rows (oldest first given; written newest first). */
export function portalCsv(rows: PortalRow[], openingCents: bigint): string {
  const header =
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,' +
    'Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';
  let balance = openingCents;
  const lines = rows.map((row) => {
    balance += row.cents;
    const [day, clock] = row.time.split(' ');
    const [y, m, d] = day!.split('-');
    const time = `${d}-${m}-${y} ${clock}`;
    const cells = [
      row.receipt,
      time,
      time,
      row.details,
      'Completed',
      row.cents > 0n ? shillings(row.cents) : '',
      row.cents < 0n ? shillings(row.cents) : '',
      shillings(balance),
      'true',
      row.cents > 0n ? 'Pay Bill' : 'Pay Utility',
      row.otherParty,
      row.linked ?? '',
      row.acNo ?? '',
    ];
    return cells.map(quote).join(',');
  });
  return [
    '"Organisation Name:","BENCH TRADERS LTD"',
    '"Short Code:","600100"',
    '',
    header,
    ...lines.reverse(),
  ].join('\n');
}

/** A Kenyan bank's CSV: Transaction Date (dd/MM/yyyy), Narration, Debit, Credit, Balance; oldest first. */
export function bankStatementCsv(
  rows: { date: string; narration: string; reference: string; cents: bigint }[],
  openingCents: bigint,
): string {
  let balance = openingCents;
  const lines = rows.map((row) => {
    balance += row.cents;
    const [y, m, d] = row.date.split('-');
    const debit = row.cents < 0n ? shillings(-row.cents) : '';
    const credit = row.cents > 0n ? shillings(row.cents) : '';
    return [`${d}/${m}/${y}`, row.narration, row.reference, debit, credit, shillings(balance)]
      .map(quote)
      .join(',');
  });
  return ['Transaction Date,Narration,Reference,Debit,Credit,Balance', ...lines].join('\n');
}
