import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { etimsSimulator, nextPin } from '../support/etims-helpers.ts';
import { newSupplier, supplierSale } from '../support/etims-purchase-helpers.ts';
import { bearer, multipartBody, PASSWORD, signUp, uniqueEmail } from '../support/helpers.ts';
import { mpesaCode } from '../support/invoice-helpers.ts';

/** A signed-up account with one record of every kind, and the ids of those records by route segment. */
export interface SeededAccount {
  accountId: number;
  email: string;
  token: string;
  /** The id of its ledger account 6000, an expense account. */
  office: string;
  /** The ids of its ledger accounts 1000 Cash and 3000 Owner's equity, for a manual journal entry. */
  cash: string;
  equity: string;
  /**
   * Ids keyed by the path segment that precedes a `:param` in the routes (`contacts` for
   * `/contacts/:id`; `invoices/items` for `/invoices/:id/items/:itemId`), so a route added to an existing
   * resource finds its ids.
   */
  ids: Record<string, string[]>;
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png'),
]);
export const CSV =
  'first_name,last_name,email,company_name,phone\nAmina,Njeri,amina@example.com,Njeri Ltd,0700000000\n';

/** A bank statement with a title block, Debit and Credit columns and running balances. */
/** Paystack's settlements export: one payout of 970.50 settled on 4 March 2026. */
export const PAYOUTS_CSV =
  'Settlement ID,Settlement Date,Total Processed,Total Fees,Total Amount,Effective Amount,Status,Currency\n' +
  '359143,2026-03-04,1000.00,29.50,970.50,970.50,success,KES\n';
export const BANK_STATEMENT_CSV =
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance\n02/03/2026,KPLC PREPAID,FT1,"1,500.00",,"8,500.00"\n03/03/2026,INV-0001,FT2,,"1,000.00","9,500.00"\n';

/** Two days of the Central Bank of Kenya's daily mean rates, as its site exports them. */
export const CBK_RATES_CSV =
  'Date,Currency,Mean,Buy,Sell\n02/03/2026,US DOLLAR,129.2500,129.1500,129.3500\n02/03/2026,STG POUND,163.4000,163.2500,163.5500\n';
export const PRICE_LIST_CSV =
  'Item Name,Description,Rate,Tax Percentage,Usage unit\nTea,Chai,"KES 1,250.00",16,pcs\n';

/** An open invoice of the seeded contact (matched by its e-mail), its total read as a written amount. */
export const OPEN_INVOICES_CSV =
  '*ContactName,EmailAddress,*InvoiceNumber,*InvoiceDate,*DueDate,Total,InvoiceAmountPaid\nAchieng Otieno,achieng@example.com,OLD-0001,01/10/2026,31/10/2026,"KES 1,250.00",250\n';

/** An open bill owed to the seeded contact (matched by its e-mail), as Zoho Books exports bills. */
export const OPEN_BILLS_CSV =
  'Bill Date,Due Date,Bill Number,Vendor Name,Email,Total,Balance\n2026-10-01,2026-10-31,SUP-0001,Achieng Otieno,achieng@example.com,"KES 1,250.00",1000\n';

export const contact = {
  first_name: 'Achieng',
  last_name: 'Otieno',
  email: 'achieng@example.com',
  phone: '0711',
};
export const address = {
  street: 'Moi Avenue 1',
  city: 'Nairobi',
  state: null,
  postal_code: '00100',
  country: 'KE',
};
export const line = {
  description: 'Consulting',
  quantity: 2,
  unit: 'hours',
  unit_price: 150.5,
  tax_rate: 16,
  discount: 0,
  tax_category: null,
};

/** The expense form as the UI sends it (every value text). */
export const expenseForm = (ledgerAccountId: string) => ({
  expenseType: 'Payment',
  ledger_account_id: ledgerAccountId,
  dated: '2026-03-10',
  totalValue: '1160.00',
  vat: 'Standard',
  description: 'Printer paper',
  receiptReference: 'R-1',
  attachmentDescription: 'Till slip',
  recurrence: '-- Does Not Recur --',
  merchantName: 'Text Book Centre',
});

/** Requests of one account; anything but the expected status stops the seeding. */
function client(app: FastifyInstance, token: string) {
  return async <T>(method: string, url: string, payload: unknown, status: number, headers = {}) => {
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: `/api${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    if (response.statusCode !== status) {
      throw new Error(`seeding ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    return response.statusCode === 204 ? (undefined as T) : (response.json() as { data: T }).data;
  };
}

/**
 * Signs an account up through the API and gives it real data: two contacts, a fixed-price project, a
 * price-list item,
 * an hourly project with a billed and an unbilled time entry and a running timer, a sent invoice with
 * items and a part payment (e-mailed, so the outbox holds a message), a draft invoice
 * with an item, a sent estimate with an item and a draft one, an expense with an attachment, an open bill with a
 * part payment and a draft bill, a manual journal entry (the documents posted theirs), a recurring invoice sent
 * automatically, a paybill payment waiting in the unmatched M-Pesa queue; and, when `checkout`, a started test
 * checkout and an M-Pesa prompt on the test phone.
 */
export async function seedAccount(
  app: FastifyInstance,
  { password = PASSWORD, checkout = false } = {},
): Promise<SeededAccount> {
  const { email, token, data } = await signUp(app, { password });
  const call = client(app, token);
  const first = await call<{ id: number }>('POST', '/contacts', { contact }, 201);
  const second = await call<{ id: number }>(
    'POST',
    '/contacts',
    { contact: { company_name: 'Baraka Stores', billing_address: address } },
    201,
  );
  const project = await call<{ id: number }>(
    'POST',
    '/projects',
    { contact_id: first.id, project: { name: 'Website', project_type: 'fixed_price', flat_rate: 5000 } },
    201,
  );
  const hourly = await call<{ id: number }>(
    'POST',
    '/projects',
    { contact_id: first.id, project: { name: 'Support', project_type: 'hourly_rate', hourly_rate: 1500 } },
    201,
  );
  const timeEntry = (started_at: string, duration_seconds: number) =>
    call<{ id: number }>(
      'POST',
      '/time_entries',
      { time_entry: { project_id: hourly.id, started_at, duration_seconds, description: 'Support' } },
      201,
    );
  const billedEntry = await timeEntry('2026-01-05T06:00:00Z', 420);
  await call('POST', `/projects/${hourly.id}/invoice_time`, { rounding_minutes: 15, group_by: 'entry' }, 201);
  const unbilledEntry = await timeEntry('2026-01-06T06:00:00Z', 960);
  await call('POST', '/time_entries/start', { project_id: hourly.id }, 201);
  const priceItem = await call<{ id: number }>('POST', '/price_list_items', { price_list_item: line }, 201);
  const dates = { issue_date: '2026-01-10', due_date: '2026-02-09' };
  const sent = await call<{ id: string }>(
    'POST',
    '/invoices',
    { invoice: { contact_id: first.id, project_id: project.id, ...dates, notes: 'Thanks' } },
    201,
  );
  const withItems = await call<{ invoice_items: { id: number }[] }>(
    'POST',
    `/invoices/${sent.id}/add_items`,
    { items: [line, { ...line, description: 'Hosting', unit: 'months' }] },
    200,
  );
  await call('POST', `/invoices/${sent.id}/email_invoice`, { email: 'buyer@example.com' }, 200);
  const payment = { amount: 50, paid_on: '2026-01-20', method: 'mpesa', reference: 'QX1QX1QX10' };
  const { payments } = await call<{ payments: { id: number }[] }>(
    'POST',
    `/invoices/${sent.id}/payments`,
    { payment },
    201,
  );
  // A credit note on a paid invoice (all of it refundable) and one on the sent invoice (applied to it).
  const paid = await call<{ id: string }>(
    'POST',
    '/invoices',
    { invoice: { contact_id: first.id, ...dates } },
    201,
  );
  await call('POST', `/invoices/${paid.id}/add_items`, { items: [line] }, 200);
  const whole = { amount: 349.16, paid_on: '2026-01-12', method: 'cash', reference: null };
  await call('POST', `/invoices/${paid.id}/payments`, { payment: whole }, 201);
  const credit = (invoiceId: string) =>
    call<{ id: number }>(
      'POST',
      '/credit_notes',
      { credit_note: { invoice_id: invoiceId, issue_date: '2026-01-21', reason: 'Returned', items: [line] } },
      201,
    );
  const creditNotes = [await credit(paid.id), await credit(sent.id)];
  const draft = await call<{ id: string }>(
    'POST',
    '/invoices',
    { invoice: { contact_id: second.id, ...dates } },
    201,
  );
  const draftItems = await call<{ invoice_items: { id: number }[] }>(
    'POST',
    `/invoices/${draft.id}/add_items`,
    { items: [line] },
    200,
  );
  const estimateDates = { issue_date: '2026-01-10', expiry_date: '2099-12-31' };
  const sentEstimate = await call<{ id: string }>(
    'POST',
    '/estimates',
    { estimate: { contact_id: first.id, ...estimateDates } },
    201,
  );
  const estimateItems = await call<{ estimate_items: { id: number }[] }>(
    'POST',
    `/estimates/${sentEstimate.id}/add_items`,
    { items: [line] },
    200,
  );
  await call('POST', `/estimates/${sentEstimate.id}/email_estimate`, { email: 'buyer@example.com' }, 200);
  const draftEstimate = await call<{ id: string }>(
    'POST',
    '/estimates',
    { estimate: { contact_id: second.id, ...estimateDates } },
    201,
  );
  const outbox = await call<{ id: string }[]>('GET', '/outbox', undefined, 200);
  const ledger = await call<{ id: number; full_number: string }[]>('GET', '/ledger_accounts', undefined, 200);
  const office = String(ledger.find((account) => account.full_number === '6000')?.id);
  const { payload, headers } = multipartBody([
    ...Object.entries(expenseForm(office)).map(([name, content]) => ({ name, content })),
    { name: 'attachmentFile', content: PNG, filename: 'slip.png', contentType: 'image/png' },
  ]);
  const expense = await call<{ id: number }>('POST', '/expenses', payload, 201, headers);
  const byNumber = (number: string) => String(ledger.find((account) => account.full_number === number)?.id);
  const [cash, equity] = [byNumber('1000'), byNumber('3000')];
  const manual = await call<{ id: number }>(
    'POST',
    '/journal_entries',
    {
      journal_entry: {
        date: '2026-01-05',
        memo: 'Float',
        lines: [
          { ledger_account_id: Number(cash), debit: 500 },
          { ledger_account_id: Number(equity), credit: 500 },
        ],
      },
    },
    201,
  );
  const billLines = [
    { description: 'Paper', ledger_account_id: Number(office), quantity: 2, unit_price: 80 },
  ];
  const openBill = await call<{ id: number }>(
    'POST',
    '/bills',
    { bill: { contact_id: second.id, bill_number: 'V-1', ...dates, lines: billLines } },
    201,
  );
  const paidBill = await call<{ payments: { id: number }[] }>(
    'POST',
    `/bills/${openBill.id}/payments`,
    { payment: { ...payment, reference: 'QX2QX2QX20' } },
    201,
  );
  const draftBill = await call<{ id: number }>(
    'POST',
    '/bills',
    { bill: { contact_id: second.id, bill_number: 'V-2', ...dates, draft: true, lines: billLines } },
    201,
  );
  const entries = await call<{ id: number }[]>('GET', '/journal_entries', undefined, 200);
  // A series due since yesterday, sent automatically: the first job runner pass issues it and e-mails it.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const series = await call<{ id: number }>(
    'POST',
    '/recurring_invoices',
    {
      recurring_invoice: {
        contact_id: first.id,
        frequency: 'monthly',
        start_date: yesterday,
        auto_send: true,
        items: [line],
      },
    },
    201,
  );
  const ids: Record<string, string[]> = {
    contacts: [first.id, second.id].map(String),
    // The hourly project first: the one whose time can be invoiced.
    projects: [hourly.id, project.id].map(String),
    // An unbilled entry first (it can change), then a billed one (locked).
    time_entries: [unbilledEntry.id, billedEntry.id].map(String),
    price_list_items: [String(priceItem.id)],
    invoices: [sent.id, draft.id],
    // The sent estimate first: the one the public routes can show and answer.
    estimates: [sentEstimate.id, draftEstimate.id],
    'invoices/items': [...withItems.invoice_items, ...draftItems.invoice_items].map((item) =>
      String(item.id),
    ),
    'estimates/items': estimateItems.estimate_items.map((item) => String(item.id)),
    // The sent invoice's payment: its receipt, and the same through the invoice's public link.
    payments: payments.map((row) => String(row.id)),
    'invoices/payments': payments.map((row) => String(row.id)),
    outbox: outbox.map((message) => message.id),
    expenses: [String(expense.id)],
    bills: [openBill.id, draftBill.id].map(String),
    // The open bill's payment: its payment advice.
    bill_payments: paidBill.payments.map((row) => String(row.id)),
    credit_notes: creditNotes.map((note) => String(note.id)),
    recurring_invoices: [String(series.id)],
    // The expense account first: the one a foreign `ledger_account_id` would be taken for.
    ledger_accounts: [office, ...ledger.map((account) => String(account.id)).filter((id) => id !== office)],
    // The manual entry first: the one entry a reversal may take.
    journal_entries: [manual.id, ...entries.map((entry) => entry.id).filter((id) => id !== manual.id)].map(
      String,
    ),
  };
  // A paybill payment naming no invoice: it waits in the unmatched queue.
  const { mpesa_c2b_token: c2b } = await call<{ mpesa_c2b_token: string }>('GET', '/account', undefined, 200);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/mpesa/c2b/${c2b}/confirmation`,
    payload: { TransID: mpesaCode(), TransAmount: '25.00', BillRefNumber: 'nobody' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`seeding the C2B confirmation: ${confirmed.body}`);
  const unmatched = await call<{ id: number }[]>('GET', '/mpesa/unmatched', undefined, 200);
  // The same confirmation route under both of its paths.
  ids.c2b = [c2b];
  ids.paybill = [c2b];
  ids.unmatched = unmatched.map((row) => String(row.id));
  if (checkout) {
    const prompt = await call<{ reference: string }>(
      'POST',
      '/payments/mpesa/charge',
      { invoice_id: sent.id, phone: '0712345678' },
      200,
    );
    ids.phone = [prompt.reference];
    const started = await call<{ authorization_url: string; reference: string }>(
      'POST',
      '/payments/initialize_paystack',
      { invoice_id: sent.id },
      200,
    );
    ids.verify = [started.reference];
    ids.checkout = [started.authorization_url.split('/').pop() ?? ''];
  }
  // The bank account (1100) with one imported statement: the money account and statement routes meet both.
  const moneyAccounts = await call<{ ledger_account_id: number; number: string }[]>(
    'GET',
    '/bank_accounts',
    undefined,
    200,
  );
  const bank = moneyAccounts.find((account) => account.number === '1100')!;
  const paystack = moneyAccounts.find((account) => account.number === '1310')!;
  ids.bank_accounts = [String(bank.ledger_account_id), String(paystack.ledger_account_id)];
  const payoutForm = multipartBody([{ name: 'file', content: PAYOUTS_CSV, filename: 'settlements.csv' }]);
  const payout = await app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${paystack.ledger_account_id}/payouts`,
    headers: { ...bearer(token), ...payoutForm.headers },
    payload: payoutForm.payload,
  });
  if (payout.statusCode !== 201) throw new Error(`seeding a payout: ${payout.body}`);
  const payouts = await call<{ id: number }[]>(
    'GET',
    `/bank_accounts/${paystack.ledger_account_id}/payouts`,
    undefined,
    200,
  );
  ids.payouts = payouts.map((row) => String(row.id));
  const statementForm = multipartBody([
    { name: 'file', content: BANK_STATEMENT_CSV, filename: 'statement.csv' },
  ]);
  const statement = await app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${bank.ledger_account_id}/statements`,
    headers: { ...bearer(token), ...statementForm.headers },
    payload: statementForm.payload,
  });
  if (statement.statusCode !== 201) throw new Error(`seeding a statement: ${statement.body}`);
  ids.statements = [String(statement.json().data.id)];
  const bankLines = await call<{ id: number }[]>('GET', '/bank_lines', undefined, 200);
  ids.bank_lines = bankLines.map((line) => String(line.id));
  const reconciliation = await call<{ id: number }>(
    'POST',
    `/bank_accounts/${bank.ledger_account_id}/reconciliations`,
    { statement_date: '2026-03-03', statement_balance: 9500 },
    201,
  );
  ids.reconciliations = [String(reconciliation.id)];
  const rule = await call<{ id: number }>(
    'POST',
    '/bank_rules',
    {
      bank_rule: {
        name: 'Office costs',
        direction: 'out',
        conditions: [{ field: 'description', op: 'contains', value: 'stationery' }],
        action: { kind: 'expense', ledger_account_id: Number(office), vat: 'Standard' },
      },
    },
    201,
  );
  ids.bank_rules = [String(rule.id)];
  // A second session of the account: the one DELETE /sessions/{id} may revoke (never the one fuzzing).
  const again = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (again.statusCode !== 200) throw new Error(`seeding a second session: ${again.body}`);
  const sessions = await call<{ id: number; current: boolean }[]>('GET', '/sessions', undefined, 200);
  ids.sessions = sessions.filter((session) => !session.current).map((session) => String(session.id));
  // A member invited (the one PUT and DELETE /memberships/{id} act on; never the owner fuzzing).
  const member = await call<{ id: number }>(
    'POST',
    '/memberships',
    { membership: { email: uniqueEmail('member'), role: 'viewer' } },
    201,
  );
  ids.memberships = [String(member.id)];
  return { accountId: data.account.id, email, token, office, cash, equity, ids };
}

/** The ids of the account's background jobs (GET /jobs). */
export async function jobIdsOf(app: FastifyInstance, token: string): Promise<string[]> {
  const response = await app.inject({ url: '/api/jobs', headers: bearer(token) });
  return (response.json().data as { id: number }[]).map((job) => String(job.id));
}

/**
 * eTIMS on and initialized for the account, and a supplier's signed invoice waiting at KRA for its PIN, so
 * POST /etims/purchases/pull fetches for real (the database's built-in simulator plays KRA).
 */
export async function seedEtimsPurchase(app: FastifyInstance, db: Db, token: string): Promise<void> {
  const call = client(app, token);
  const pin = nextPin();
  await call(
    'PUT',
    '/account',
    { account: { etims: { enabled: true, kra_pin: pin, device_serial: 'DVC-FUZZ' } } },
    200,
  );
  await call('POST', '/etims/initialize', undefined, 200);
  const sale = supplierSale(newSupplier('Fuzz Supplies'), 1, [
    { name: 'Paper', qty: 2, price: 80, type: 'B' },
  ]);
  etimsSimulator(db).issuePurchase(pin, sale);
}
