import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { PASSWORD } from '../support/helpers.ts';
import {
  address,
  BANK_STATEMENT_CSV,
  CBK_RATES_CSV,
  CSV,
  contact,
  expenseForm,
  line,
  OPEN_BILLS_CSV,
  OPEN_INVOICES_CSV,
  PAYOUTS_CSV,
  PNG,
  PRICE_LIST_CSV,
  type SeededAccount,
} from './seed.ts';

/** A valid request body per route url (`/api/...` with its `:params`), for the fuzzer to break one part of. */
export type Templates = Record<string, JsonTemplate | MultipartTemplate>;
export interface JsonTemplate {
  kind: 'json';
  body: Record<string, unknown>;
}
export interface MultipartTemplate {
  kind: 'multipart';
  fields: Record<string, string>;
  /** The field that carries the file, and a file the route accepts. */
  file: { field: string; content: Buffer; filename: string; contentType: string };
}

/** Valid bodies of the routes that take one, built from the actor's records. */
/** A paybill payment as Safaricom confirms it. */
const c2bConfirmation = {
  TransactionType: 'Pay Bill',
  TransID: 'QF7Z2K9M4Q',
  TransTime: '20260305101500',
  TransAmount: '10.50',
  BusinessShortCode: '600983',
  BillRefNumber: 'INV-0001',
  MSISDN: '254712345678',
  FirstName: 'JOHN',
  LastName: 'DOE',
};

export function templatesFor(actor: SeededAccount): Templates {
  const json = (body: Record<string, unknown>): JsonTemplate => ({ kind: 'json', body });
  const contactId = Number(actor.ids.contacts?.[0]);
  const projectId = Number(actor.ids.projects?.[0]);
  const invoice = {
    contact_id: contactId,
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    currency: 'KES',
  };
  const expense: MultipartTemplate = {
    kind: 'multipart',
    fields: expenseForm(actor.office),
    file: { field: 'attachmentFile', content: PNG, filename: 'slip.png', contentType: 'image/png' },
  };
  const bill = {
    contact_id: contactId,
    bill_number: 'V-3',
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    currency: 'KES',
    lines: [
      {
        description: 'Paper',
        ledger_account_id: Number(actor.office),
        quantity: 1,
        unit_price: 99.5,
        tax_rate: 16,
      },
    ],
  };
  const recurring = {
    contact_id: contactId,
    frequency: 'monthly',
    interval: 1,
    start_date: new Date().toISOString().slice(0, 10),
    occurrences: 12,
    due_days: 14,
    auto_send: false,
    missed_periods: 'create',
    currency: 'KES',
    exchange_rate: 1,
    notes: 'Fuzz',
    items: [line],
  };
  const user = { email: `fuzz.${randomBytes(4).toString('hex')}@example.com`, password: PASSWORD };
  return {
    '/api/signup': json({ user: { ...user, name: 'Fuzz', business_name: 'Fuzz Traders', currency: 'KES' } }),
    '/api/login': json({ user: { email: actor.email, password: 'not the password' } }),
    // The actor's own password again: the change succeeds and the actor signs in as before.
    '/api/users/current/password': json({ current_password: PASSWORD, password: PASSWORD }),
    '/api/password_resets': json({ email: actor.email }),
    '/api/password_resets/:token': json({ password: PASSWORD }),
    '/api/users/current': json({ user: { current_account_id: actor.accountId } }),
    '/api/users/current/totp': json({ code: '123456' }),
    '/api/users/current/totp/enable': json({ code: '123456' }),
    '/api/memberships': json({
      membership: { email: `invited.${randomBytes(4).toString('hex')}@example.com`, role: 'bookkeeper' },
    }),
    '/api/memberships/:id': json({ membership: { role: 'accountant' } }),
    '/api/invitations/:token/accept': json({ user: { name: 'Fuzz', password: PASSWORD } }),
    '/api/account': json({
      account: {
        name: 'Fuzz Traders',
        city: 'Nairobi',
        mpesa_paybill: '123456',
        time_zone: 'Europe/London',
        reminders: { enabled: true, steps: [-3, 0, 7] },
        document_settings: { invoice_prefix: 'FZ', payment_terms_days: 14, footer: 'Fuzz Traders' },
        etims: { enabled: true, kra_pin: 'P051234567X', branch_id: '00', device_serial: 'DVC-FUZZ' },
      },
    }),
    '/api/contacts': json({ contact: { ...contact, kra_pin: 'A123456789B', billing_address: address } }),
    '/api/contacts/:id': json({ contact: { ...contact, billing_address: address } }),
    '/api/contacts/:id/statement/email': json({
      from: '2026-01-01',
      to: '2026-12-31',
      email: 'buyer@example.com',
    }),
    '/api/contacts/import': {
      kind: 'multipart',
      fields: { mapping: JSON.stringify({ company_name: 'display_name', phone: 'phone' }) },
      file: { field: 'file', content: Buffer.from(CSV), filename: 'contacts.csv', contentType: 'text/csv' },
    },
    '/api/invoices': json({ invoice: { ...invoice, notes: 'Fuzz' } }),
    '/api/invoices/import_open': {
      kind: 'multipart',
      fields: { mapping: JSON.stringify({ EmailAddress: 'customer_email' }) },
      file: {
        field: 'file',
        content: Buffer.from(OPEN_INVOICES_CSV),
        filename: 'open-invoices.csv',
        contentType: 'text/csv',
      },
    },
    '/api/invoices/:id': json({ invoice: { ...invoice, status: 'sent' } }),
    '/api/invoices/:id/add_items': json({ items: [line], save_to_price_list: false }),
    '/api/invoices/:id/items/:itemId': json({ invoice_item: line }),
    '/api/invoices/:id/payments': json({
      payment: { amount: 10.5, paid_on: '2026-03-05', method: 'mpesa', reference: 'QF7Z2K9M4P' },
    }),
    '/api/invoices/:id/email_invoice': json({ email: 'buyer@example.com' }),
    // The sent invoice: marking it sent again skips it, so the bulk request's own event is the only one.
    '/api/invoices/bulk': json({ ids: (actor.ids.invoices ?? []).slice(0, 1), action: 'mark_sent' }),
    '/api/estimates': json({
      estimate: {
        contact_id: contactId,
        project_id: projectId,
        issue_date: '2026-03-01',
        expiry_date: '2026-03-31',
        currency: 'KES',
        exchange_rate: 1,
        notes: 'Fuzz',
      },
    }),
    '/api/estimates/:id': json({ estimate: { status: 'sent', expiry_date: '2099-12-31', notes: 'Fuzz' } }),
    '/api/estimates/:id/add_items': json({ items: [line], save_to_price_list: false }),
    '/api/estimates/:id/items/:itemId': json({ estimate_item: line }),
    '/api/estimates/:id/email_estimate': json({ email: 'buyer@example.com' }),
    '/api/estimates/bulk': json({ ids: (actor.ids.estimates ?? []).slice(0, 1), action: 'mark_sent' }),
    '/api/public/estimates/:id/accept': json({ name: 'Achieng Otieno' }),
    '/api/public/estimates/:id/decline': json({ reason: 'Too dear' }),
    '/api/bank_accounts': json({ bank_account: { name: 'KCB current', kind: 'bank', institution: 'KCB' } }),
    '/api/bank_accounts/:id': json({ bank_account: { name: 'Bank', institution: 'Equity' } }),
    '/api/account/logo': {
      kind: 'multipart',
      fields: {},
      file: {
        field: 'file',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30"><rect width="90" height="30"/></svg>',
        ),
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      },
    },
    '/api/bank_accounts/:id/statements': {
      kind: 'multipart',
      fields: { dry_run: 'true' },
      file: {
        field: 'file',
        content: Buffer.from(BANK_STATEMENT_CSV),
        filename: 'statement.csv',
        contentType: 'text/csv',
      },
    },
    '/api/bank_accounts/:id/payouts/sync': json({ from: '2026-03-01', to: '2026-03-31' }),
    '/api/bank_accounts/:id/payouts': {
      kind: 'multipart',
      fields: {},
      file: {
        field: 'file',
        content: Buffer.from(PAYOUTS_CSV),
        filename: 'settlements.csv',
        contentType: 'text/csv',
      },
    },
    '/api/bank_lines/:id/match': json({ kind: 'payment', ids: ['1'] }),
    '/api/bank_lines/:id/create': json({
      kind: 'expense',
      ledger_account_id: Number(actor.office),
      vat: 'Standard',
      description: 'Stationery',
    }),
    '/api/bank_lines/:id/decline': json({
      kind: 'invoice_payment',
      ids: [String(actor.ids.invoices?.[0] ?? '1')],
    }),
    '/api/bank_lines/bulk': json({ ids: (actor.ids.bank_lines ?? ['1']).map(Number), action: 'exclude' }),
    '/api/bank_rules': json({
      bank_rule: {
        name: 'Fuel',
        direction: 'out',
        conditions: [{ field: 'description', op: 'contains', value: 'fuel' }],
        action: { kind: 'expense', ledger_account_id: Number(actor.office) },
      },
    }),
    '/api/bank_rules/:id': json({ bank_rule: { name: 'Renamed', position: 3 } }),
    '/api/bank_accounts/:id/reconciliations': json({ statement_date: '2026-03-31', statement_balance: 9500 }),
    '/api/exchange_rates': json({ exchange_rate: { currency: 'USD', date: '2026-03-02', rate: 129.25 } }),
    '/api/exchange_rates/import': {
      kind: 'multipart',
      fields: {},
      file: {
        field: 'file',
        content: Buffer.from(CBK_RATES_CSV),
        filename: 'rates.csv',
        contentType: 'text/csv',
      },
    },
    '/api/price_list_items': json({ price_list_item: line }),
    '/api/price_list_items/:id': json({
      price_list_item: { kind: 'goods', classification_code: '5020220100', tax_category: null },
    }),
    '/api/price_list_items/import': {
      kind: 'multipart',
      fields: { mapping: JSON.stringify({ Description: null, 'Usage unit': 'unit' }) },
      file: {
        field: 'file',
        content: Buffer.from(PRICE_LIST_CSV),
        filename: 'items.csv',
        contentType: 'text/csv',
      },
    },
    '/api/recurring_invoices': json({ recurring_invoice: recurring }),
    '/api/recurring_invoices/:id': json({ recurring_invoice: { ...recurring, frequency: 'quarterly' } }),
    '/api/projects': json({
      contact_id: contactId,
      project: {
        name: 'Fuzz',
        project_type: 'hourly_rate',
        hourly_rate: 10,
        total_hours: 5,
        end_date: '2026-12-31',
      },
    }),
    '/api/projects/:id': json({ contact_id: contactId, project: { name: 'Fuzz', description: 'Desc' } }),
    '/api/time_entries': json({
      time_entry: {
        project_id: projectId,
        started_at: '2026-03-02T09:00:00+03:00',
        ended_at: '2026-03-02T09:16:00+03:00',
        description: 'Fuzz',
        billable: true,
      },
    }),
    '/api/time_entries/:id': json({
      time_entry: { project_id: projectId, started_at: '2026-03-03T06:00:00Z', duration_seconds: 420 },
    }),
    '/api/time_entries/start': json({ project_id: projectId, description: 'Fuzz' }),
    '/api/projects/:id/invoice_time': json({ to: '2026-12-31', rounding_minutes: 15, group_by: 'day' }),
    '/api/expenses': expense,
    '/api/expenses/:id': expense,
    '/api/expenses/extract_from_receipt': {
      kind: 'multipart',
      fields: {},
      file: { field: 'receipt', content: PNG, filename: 'receipt.png', contentType: 'image/png' },
    },
    '/api/expenses/read_mpesa_message': json({
      text: 'SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM New M-PESA balance is Ksh10,200.00. Transaction cost, Ksh33.00.',
    }),
    '/api/bills': json({ bill: { ...bill, draft: true } }),
    '/api/bills/import_open': {
      kind: 'multipart',
      fields: { mapping: JSON.stringify({ Email: 'supplier_email' }) },
      file: {
        field: 'file',
        content: Buffer.from(OPEN_BILLS_CSV),
        filename: 'open-bills.csv',
        contentType: 'text/csv',
      },
    },
    '/api/imports': {
      kind: 'multipart',
      fields: {},
      file: {
        field: 'file',
        content: Buffer.from(zipSync({ 'manifest.json': strToU8('{}') })),
        filename: 'export.zip',
        contentType: 'application/zip',
      },
    },
    '/api/bills/:id': json({ bill: { ...bill, bill_number: 'V-9', notes: 'Fuzz' } }),
    '/api/bills/:id/payments': json({
      payment: { amount: 10.5, paid_on: '2026-03-05', method: 'mpesa', reference: 'QF7Z2K9M4R' },
    }),
    '/api/bills/extract_from_document': {
      kind: 'multipart',
      fields: {},
      file: { field: 'document', content: PNG, filename: 'invoice.png', contentType: 'image/png' },
    },
    '/api/credit_notes': json({
      credit_note: {
        invoice_id: actor.ids.invoices?.[0],
        issue_date: '2026-03-01',
        reason: 'Fuzz',
        kra_reason: 'wrong_price',
        exchange_rate: 1,
        items: [{ ...line, unit_price: 1 }],
      },
    }),
    '/api/credit_notes/:id/refunds': json({
      refund: { amount: 0.5, paid_on: '2026-03-05', method: 'cash', reference: 'R', exchange_rate: 1 },
    }),
    '/api/ledger_accounts': json({
      ledger_account: { number: '6150', name: 'Software', account_type: 'expense' },
    }),
    '/api/ledger_accounts/:id': json({ ledger_account: { number: '6010', name: 'Office', archived: false } }),
    '/api/journal_entries': json({
      journal_entry: {
        date: '2026-03-02',
        memo: 'Fuzz',
        lines: [
          { ledger_account_id: Number(actor.cash), debit: 10.5, contact_id: contactId, description: 'In' },
          { ledger_account_id: Number(actor.equity), credit: 10.5 },
        ],
      },
    }),
    '/api/journal_entries/:id/reverse': json({ date: '2026-03-03' }),
    '/api/ledger/revaluations': json({ as_of: '2026-03-31' }),
    '/api/ledger/year_ends': json({ year_end: '2025-12-31' }),
    '/api/payments/initialize_paystack': json({ invoice_id: actor.ids.invoices?.[0] }),
    '/api/payments/mpesa/charge': json({ invoice_id: actor.ids.invoices?.[0], phone: '0712 345 678' }),
    '/api/mpesa/c2b/:token/confirmation': json(c2bConfirmation),
    '/api/paybill/:token/confirmation': json(c2bConfirmation),
    '/api/mpesa/unmatched/:id/assign': json({ invoice_id: actor.ids.invoices?.[0] }),
    '/api/paybill/:token/validation': json({ ...c2bConfirmation, OrgAccountBalance: '' }),
    '/api/mpesa/c2b/:token/validation': json({ ...c2bConfirmation, OrgAccountBalance: '' }),
    '/api/paybill/:token/stk-callback': json({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    }),
    '/api/account/daraja': json({
      daraja: { enabled: false, environment: 'sandbox', shortcode_type: 'paybill', shortcode: '174379' },
    }),
    '/api/account/paystack': json({
      paystack: { secret_key: 'sk_test_fuzz0123456789abcdef', public_key: 'pk_test_fuzz0123456789abcdef' },
    }),
    '/api/account/smtp': json({
      smtp: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        username: 'fuzz',
        password: 'fuzz password',
        from: 'Fuzz Traders <fuzz@example.com>',
      },
    }),
    '/api/test-paystack/phone/:reference': json({ answer: 'ignore' }),
    '/api/test-paystack/charge': json({
      email: 'a@example.com',
      amount: 1000,
      currency: 'KES',
      reference: 'DFT-fuzz',
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
    }),
    '/api/test-paystack/transaction/initialize': json({
      email: 'a@example.com',
      amount: 1000,
      currency: 'KES',
    }),
  };
}
