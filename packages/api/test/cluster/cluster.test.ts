import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaystackBody } from '../../src/adapters/paystack/signature.ts';
import { multipartBody } from '../support/helpers.ts';
import { line } from '../support/invoice-helpers.ts';
import { type Answer, call, ok, signUpThrough } from './client.ts';
import { type Cluster, eventually, startCluster } from './cluster.ts';
import { runLoad } from './load.ts';

// Two API processes on one PostgreSQL database and one S3 bucket, behind nginx on deploy/nginx.conf.

const NGINX_BIN = process.env.NGINX_BIN ?? 'nginx';
const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(NGINX_BIN, SECRET);
}, 180_000);
afterAll(async () => {
  await cluster?.close();
}, 60_000);

/** Rows of one query on the cluster's database. */
async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

/** Creates an expense with `receipt` through `base`; answers its id. */
async function expenseWithReceipt(base: string, token: string, ledgerAccountId: number, receipt: Buffer) {
  const form = multipartBody([
    { name: 'expenseType', content: 'Payment' },
    { name: 'ledger_account_id', content: String(ledgerAccountId) },
    { name: 'dated', content: '2026-03-10' },
    { name: 'totalValue', content: '1160.00' },
    { name: 'vat', content: 'Standard' },
    { name: 'description', content: 'Printer paper' },
    { name: 'attachmentFile', content: receipt, filename: 'slip.png', contentType: 'image/png' },
  ]);
  const created = await ok<{ id: number }>(
    201,
    call(base, 'POST', '/expenses', { token, body: form.payload, headers: form.headers }),
  );
  return created.id;
}

/** The calendar date `days` before today (UTC), as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('two API processes behind nginx, on PostgreSQL and one S3 bucket', () => {
  it('a full flow through nginx: invoices sent, receipts, one webhook to both, recurring work: each once', async () => {
    const [a, b] = cluster.processes;
    const token = await signUpThrough(cluster.url, 'Cluster Traders');
    const contactId = (
      await ok<{ id: number }>(
        201,
        call(cluster.url, 'POST', '/contacts', {
          token,
          json: { contact: { first_name: 'Achieng', last_name: 'Otieno', email: 'achieng@example.com' } },
        }),
      )
    ).id;

    // Invoices created and e-mailed through nginx (without SMTP: into the outbox in the bucket).
    const invoices: { id: string; invoice_number: string }[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const invoice = await ok<{ id: string; invoice_number: string }>(
        201,
        call(cluster.url, 'POST', '/invoices', {
          token,
          json: { invoice: { contact_id: contactId, issue_date: daysAgo(3), due_date: daysAgo(-30) } },
        }),
      );
      await ok(
        200,
        call(cluster.url, 'POST', `/invoices/${invoice.id}/add_items`, {
          token,
          json: {
            items: [line({ description: `Design ${n}`, unit_price: 1000 * n })],
          },
        }),
      );
      const sent = await ok<{ delivery: string }>(
        200,
        call(cluster.url, 'POST', `/invoices/${invoice.id}/email_invoice`, {
          token,
          json: { email: 'achieng@example.com' },
        }),
      );
      expect(sent.delivery).toBe('outbox');
      invoices.push(invoice);
    }
    expect(invoices.map((invoice) => invoice.invoice_number)).toEqual(['INV-0001', 'INV-0002', 'INV-0003']);
    for (const process of [a, b]) {
      const outbox = await ok<{ subject: string }[]>(200, call(process.url, 'GET', '/outbox', { token }));
      expect(outbox.map((mail) => mail.subject).sort()).toEqual(
        invoices.map((invoice) => `Invoice ${invoice.invoice_number} from Cluster Traders`),
      );
    }

    // A receipt uploaded to A is read from B; one of the largest size allowed goes through nginx.
    const chart = await ok<{ id: number; number: string }[]>(
      200,
      call(a.url, 'GET', '/ledger_accounts', { token }),
    );
    const office = chart.find((account) => account.number === '6000')!.id;
    const small = png(64 * 1024);
    const large = png(MAX_ATTACHMENT_BYTES);
    const uploads = [
      { id: await expenseWithReceipt(a.url, token, office, small), bytes: small, readers: [b] },
      { id: await expenseWithReceipt(cluster.url, token, office, large), bytes: large, readers: [a, b] },
    ];
    for (const upload of uploads) {
      for (const reader of upload.readers) {
        const download = (await call(reader.url, 'GET', `/expenses/${upload.id}/attachment`, {
          token,
        })) as Answer<Buffer>;
        expect(download.status).toBe(200);
        expect(download.body.equals(upload.bytes)).toBe(true);
      }
    }

    // Paystack delivers the same charge.success to both processes at once: one payment.
    const paid = invoices[0]!;
    const { reference } = await ok<{ reference: string }>(
      200,
      call(cluster.payUrl, 'POST', '/payments/initialize_paystack', { json: { invoice_id: paid.id } }),
    );
    const event = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference,
        amount: 100_000,
        currency: 'KES',
        paid_at: new Date().toISOString(),
      },
    });
    const headers = {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackBody(event, SECRET),
    };
    const deliveries = await Promise.all(
      [a, b].map((process) =>
        call<{ data: { outcome: string } }>(process.url, 'POST', '/payments/paystack/webhook', {
          body: Buffer.from(event),
          headers,
        }),
      ),
    );
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(deliveries.map((delivery) => delivery.body.data.outcome).sort()).toEqual([
      'already_applied',
      'applied',
    ]);
    const invoice = await ok<{ status: string; payments: unknown[] }>(
      200,
      call(cluster.url, 'GET', `/invoices/${paid.id}`, { token }),
    );
    expect(invoice).toMatchObject({ status: 'paid', payments: [expect.objectContaining({ reference })] });
    expect(await query('select id from payments where invoice_id = $1', [paid.id])).toHaveLength(1);

    // Weekly series whose three periods are all due: both processes' job timers find them.
    const series: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const created = await ok<{ id: number }>(
        201,
        call(cluster.url, 'POST', '/recurring_invoices', {
          token,
          json: {
            recurring_invoice: {
              contact_id: contactId,
              frequency: 'weekly',
              start_date: daysAgo(60 + n),
              occurrences: 3,
              items: [line({ description: 'Retainer', unit_price: 2500 })],
            },
          },
        }),
      );
      series.push(created.id);
    }
    type Series = { status: string; invoices: { issue_date: string }[] };
    // A series is finished once its last period is claimed; the invoice comes with that period's job.
    const accountOf = '(select account_id from contacts where id = $1)';
    const read = () =>
      Promise.all(
        series.map((id) => ok<Series>(200, call(cluster.url, 'GET', `/recurring_invoices/${id}`, { token }))),
      );
    await eventually('4 series issued', async () => {
      const all = await read();
      const open = await query(
        `select id from jobs where kind = 'recurring_invoice' and status in ('pending', 'running') and account_id = ${accountOf}`,
        [contactId],
      );
      return all.every((one) => one.status === 'finished') && open.length === 0 ? all : null;
    });
    // Read again: the series above were read before the jobs, and the last period's job may have run between.
    const finished = await read();
    for (const [n, one] of finished.entries()) {
      expect(one.invoices.map((issued) => issued.issue_date).sort()).toEqual([
        daysAgo(60 + n),
        daysAgo(53 + n),
        daysAgo(46 + n),
      ]);
    }
    const listed = await call<{ meta: { total_count: number } }>(cluster.url, 'GET', '/invoices?per_page=1', {
      token,
    });
    expect(listed.body.meta.total_count).toBe(3 + 4 * 3);
    const jobs = await query<{ status: string }>(
      `select status from jobs where kind = 'recurring_invoice' and account_id = ${accountOf}`,
      [contactId],
    );
    expect(jobs.map((job) => job.status)).toEqual(Array(12).fill('done'));
    const ran = cluster.processes.map(
      (process) =>
        `${process.name}: ${process.runs.flatMap((run) => run.lines).filter((line) => line.includes('background jobs ran')).length} passes with work`,
    );
    console.log(`[cluster] recurring invoices: 12 periods, 12 invoices (${ran.join(', ')})`);
  }, 120_000);

  it('a rolling restart of both processes under load through nginx: no request fails, nothing is lost', async () => {
    const token = await signUpThrough(cluster.url, 'Rolling Restart Ltd');
    let restartsOver!: () => void;
    const done = new Promise<void>((resolve) => {
      restartsOver = resolve;
    });
    let warmedUp!: () => void;
    const warm = new Promise<void>((resolve) => {
      warmedUp = resolve;
    });
    const started = performance.now();
    const load = runLoad({
      base: cluster.url,
      token,
      loops: 4,
      tail: 30,
      cap: 6_000,
      done,
      onAnswer: (sent) => {
        if (sent >= 60) warmedUp();
      },
    });
    await warm;
    const exitCodes: (number | null)[] = [];
    try {
      for (const process of cluster.processes) exitCodes.push(await cluster.restart(process));
    } finally {
      restartsOver();
    }
    const figures = await load;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[cluster] rolling restart: ${figures.sent} requests sent through nginx, ${figures.failed} failed, ` +
        `${exitCodes.length} restarts (exit codes ${exitCodes.join(', ')}), ${seconds} s`,
    );

    expect(exitCodes).toEqual([0, 0]);
    expect(figures.reachedCap).toBe(false);
    // Refused connections are expected while a process restarts (nginx passes those requests on).
    const nginxLog = (await cluster.nginx.errorLog())
      .split('\n')
      .filter((entry) => entry.includes('[error]') && !entry.includes('(111: Connection refused)'));
    expect({ failed: figures.failed, failures: figures.failures, nginxLog }).toEqual({
      failed: 0,
      failures: [],
      nginxLog: expect.any(Array),
    });
    const [first] = figures.createdContactIds;
    const stored = await query<{ id: number }>(
      'select id from contacts where account_id = (select account_id from contacts where id = $1) order by id',
      [first],
    );
    expect(stored.map((row) => row.id)).toEqual([...figures.createdContactIds].sort((x, y) => x - y));
  }, 240_000);
});
