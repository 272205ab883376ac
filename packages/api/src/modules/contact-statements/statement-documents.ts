import { type ContactStatement, contactName } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../../adapters/mail/document-email.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { renderReportPdf } from '../../adapters/pdf/report-pdf.ts';
import type { Db } from '../../db/client.ts';
import { sendDocumentEmail } from '../../http/document-mail.ts';
import { HttpError } from '../../http/errors.ts';
import { documentBusiness } from '../account/index.ts';
import { contactStatement } from './statement.ts';

type Period = { from: string; to: string };

const KIND_LABELS: Record<ContactStatement['lines'][number]['kind'], string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
  bill: 'Bill',
  bill_payment: 'Bill payment',
  opening_balance: 'Opening balance',
  other: 'Adjustment',
};

const AGING_LABELS = [
  ['current', 'Current'],
  ['days_1_30', '1-30 days past due'],
  ['days_31_60', '31-60 days past due'],
  ['days_61_90', '61-90 days past due'],
  ['days_over_90', 'Over 90 days past due'],
] as const;

export const statementFilename = (statement: ContactStatement) =>
  `Statement ${contactName(statement.contact)} ${statement.from} to ${statement.to}.pdf`.replace(
    /[/\\]/g,
    '-',
  );

/** The statement as an A4 PDF (the report renderer): opening balance, lines, closing balance, then the aging. */
export function renderStatementPdf(statement: ContactStatement, businessName: string): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  return renderReportPdf({
    title: 'Statement of account',
    businessName,
    period: `${contactName(statement.contact)} · ${statement.from} to ${statement.to} · in ${statement.currency}`,
    columns: [
      { label: 'Date', align: 'left' },
      { label: 'Kind', align: 'left' },
      { label: 'Number', align: 'left' },
      { label: 'Amount', align: 'right' },
      { label: 'Balance', align: 'right' },
    ],
    rows: [
      { cells: [statement.from, 'Opening balance', '', '', money(statement.opening_balance)] },
      ...statement.lines.map((line) => ({
        cells: [
          line.date,
          KIND_LABELS[line.kind],
          line.number ?? '',
          money(line.amount),
          money(line.balance),
        ],
      })),
      { cells: [statement.to, 'Closing balance', '', '', money(statement.closing_balance)], total: true },
      ...AGING_LABELS.map(([key, label]) => ({ cells: ['', label, '', '', money(statement.aging[key])] })),
      { cells: [statement.to, 'Open at this date', '', '', money(statement.aging.total)], total: true },
    ],
  });
}

/** GET /contacts/{id}/statement?format=pdf: the statement and its file name. */
export async function statementPdf(
  db: Db,
  accountId: number,
  contactId: number,
  period: Period,
): Promise<{ filename: string; pdf: Buffer }> {
  const [statement, business] = await Promise.all([
    contactStatement(db, accountId, contactId, period),
    documentBusiness(db, accountId),
  ]);
  return { filename: statementFilename(statement), pdf: await renderStatementPdf(statement, business.name) };
}

/**
 * POST /contacts/{id}/statement/email: renders the statement and e-mails it with the PDF attached (outside any
 * transaction), to the given address or the contact's. A contact with neither: 422.
 */
export async function emailStatement(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  accountId: number,
  contactId: number,
  request: Period & { email?: string | null | undefined },
): Promise<{ sent_to: string; delivery: 'smtp' | 'outbox' }> {
  const [statement, business] = await Promise.all([
    contactStatement(deps.db, accountId, contactId, request),
    documentBusiness(deps.db, accountId),
  ]);
  const to = request.email ?? statement.contact.email;
  if (!to) throw new HttpError(422, 'The contact has no email address: give one');
  const name = contactName(statement.contact);
  const closing = formatMoney(statement.closing_balance, statement.currency);
  const lines = [
    `Hello ${name},`,
    '',
    `Please find attached your statement of account from ${business.name} for ${statement.from} to ${statement.to}.`,
    `Balance at ${statement.to}: ${closing}`,
    '',
    'Thank you for your business.',
    business.name,
  ];
  const html = `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  const delivery = await sendDocumentEmail(
    deps,
    accountId,
    {
      to,
      replyTo: business.email,
      subject: `Statement of account from ${business.name}`,
      text: lines.join('\n'),
      html,
    },
    { filename: statementFilename(statement), content: await renderStatementPdf(statement, business.name) },
    { contactId },
  );
  return { sent_to: to, delivery };
}
