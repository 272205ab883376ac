import type { StatementSuggestion } from '@daftari/contracts';
import { addDays, toCents } from '@daftari/format';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { bankLines, bills, contacts, invoices, payments } from '../../../db/schema.ts';
import type { Executor, Tx } from '../../../db/transaction.ts';
import type { LineRow } from './mark.ts';
import { METHOD_OF_ACCOUNT, methodsLandingIn } from './methods.ts';
import { type Candidates, type OpenDocument, type ScoredLine, suggestFor } from './score.ts';

const partyName = sql<string>`coalesce(nullif(btrim(${contacts.companyName}), ''),
  btrim(coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, '')))`;

export const scoredLine = (line: LineRow): ScoredLine => ({
  date: line.date,
  amountCents: toCents(line.amount),
  description: line.description,
  counterparty: line.counterparty,
  counterpartyPhone: line.counterpartyPhone,
  accountRef: line.accountRef,
});

/**
 * What lines of a money account may be suggested: the open invoices (for money in) and bills (money out) with
 * their parties, and the payments recorded into the account within 7 days of the lines that no line meets.
 */
export async function loadCandidates(
  db: Executor,
  accountId: number,
  number: string,
  lines: LineRow[],
): Promise<Omit<Candidates, 'declined'>> {
  if (lines.length === 0) return { invoices: [], bills: [], payments: [] };
  // Payments of invoices and bills are matched into Cash, Bank and M-Pesa only: elsewhere none is suggested.
  const payable = METHOD_OF_ACCOUNT[number] !== undefined;
  const dates = lines.map((line) => line.date).sort();
  const toDocument = (row: {
    id: string | number;
    number: string;
    balance: string;
    issueDate: string;
    contactId: number;
    name: string;
    phone: string | null;
  }): OpenDocument => ({
    id: String(row.id),
    number: row.number,
    balanceCents: toCents(row.balance),
    issueDate: row.issueDate,
    contactId: row.contactId,
    partyName: row.name,
    partyPhone: row.phone,
  });
  const documentFields = { contactId: contacts.id, name: partyName, phone: contacts.phone };
  const [openInvoices, openBills] = await Promise.all([
    payable && lines.some((line) => toCents(line.amount) > 0n)
      ? db
          .select({
            id: invoices.id,
            number: invoices.invoiceNumber,
            balance: invoices.balance,
            issueDate: invoices.issueDate,
            ...documentFields,
          })
          .from(invoices)
          .innerJoin(contacts, eq(contacts.id, invoices.contactId))
          .where(
            and(eq(invoices.accountId, accountId), eq(invoices.status, 'sent'), gt(invoices.balance, '0')),
          )
      : [],
    payable && lines.some((line) => toCents(line.amount) < 0n)
      ? db
          .select({
            id: bills.id,
            number: bills.billNumber,
            balance: bills.balance,
            issueDate: bills.issueDate,
            ...documentFields,
          })
          .from(bills)
          .innerJoin(contacts, eq(contacts.id, bills.contactId))
          .where(and(eq(bills.accountId, accountId), eq(bills.status, 'open'), gt(bills.balance, '0')))
      : [],
  ]);
  const methods = methodsLandingIn(number);
  const recorded =
    methods.length === 0
      ? []
      : await db
          .select({
            id: payments.id,
            amount: payments.amount,
            paidOn: payments.paidOn,
            name: partyName,
            invoiceNumber: invoices.invoiceNumber,
          })
          .from(payments)
          .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
          .innerJoin(contacts, eq(contacts.id, invoices.contactId))
          .where(
            and(
              eq(payments.accountId, accountId),
              inArray(payments.method, methods),
              sql`${payments.paidOn} between ${addDays(dates[0]!, -7)}::date and ${addDays(dates.at(-1)!, 7)}::date`,
              sql`not exists (select 1 from ${bankLines} met where met.account_id = ${accountId}
                and met.match_kind = 'payment' and met.match_ids @> jsonb_build_array(${payments.id}::text))`,
            ),
          );
  return {
    invoices: openInvoices.map(toDocument),
    bills: openBills.map(toDocument),
    payments: recorded.map((row) => ({
      id: String(row.id),
      amountCents: toCents(row.amount),
      paidOn: row.paidOn,
      partyName: row.name,
      invoiceNumber: row.invoiceNumber,
    })),
  };
}

/** Each line's suggestions, declined pairs left out. */
export function suggestionsOf(lines: LineRow[], candidates: Omit<Candidates, 'declined'>) {
  return new Map(
    lines.map((line) => [
      line.id,
      suggestFor(scoredLine(line), { ...candidates, declined: new Set(line.declined ?? []) }),
    ]),
  );
}

/** The lines' suggestions stored: `suggested` with some, `unmatched` without. */
export async function storeSuggestions(tx: Tx, suggestions: Map<number, StatementSuggestion[]>) {
  for (const [id, list] of suggestions) {
    await tx
      .update(bankLines)
      .set({
        status: list.length > 0 ? 'suggested' : 'unmatched',
        suggestions: list.length > 0 ? list : null,
      })
      .where(eq(bankLines.id, id));
  }
}

/** A line let go of its match (or included again): suggested afresh, its declined pairs left out. */
export async function rescoreLine(
  tx: Tx,
  accountId: number,
  number: string,
  line: LineRow,
): Promise<LineRow> {
  const suggestions = suggestionsOf([line], await loadCandidates(tx, accountId, number, [line]));
  await storeSuggestions(tx, suggestions);
  const [fresh] = await tx.select().from(bankLines).where(eq(bankLines.id, line.id));
  return fresh!;
}
