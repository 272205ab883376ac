import { openBalanceImportQuerySchema } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessToday } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { dryRunResult } from '../../http/csv-import/file.ts';
import { acceptImportForms, readImportForm } from '../../http/csv-import/form.ts';
import { namedFieldsOf, type OpenBalanceKind, wordsOf } from '../../http/csv-import/open-balance/kind.ts';
import { readOpenBalanceCsv } from '../../http/csv-import/open-balance/read.ts';
import { parseQuery } from '../../http/validate.ts';
import { insertOpenBalances, type OpenBalanceBook, type ResolvedRow, resolveOpenBalances } from './import.ts';

const amountOf = (cents: bigint) => Number(centsToDecimal(cents));

/** A row of a dry run's preview: the document as it would be stored, with its matched contact and its line. */
const previewOf =
  <D extends string, C extends string>(kind: OpenBalanceKind<D, C>) =>
  ({ line, record }: ResolvedRow) => {
    const named = namedFieldsOf(kind);
    const names = { [named.number]: record.number, [named.name]: record.contact_name };
    return {
      line,
      ...(names as Record<typeof named.number | typeof named.name, string>),
      contact_id: record.contact_id,
      issue_date: record.issue_date,
      due_date: record.due_date,
      total: amountOf(record.total),
      amount_paid: amountOf(record.paid),
      balance: amountOf(record.balance),
    };
  };

/**
 * POST /{documents}/import_open (authenticated: `accountOf` gives the account every query is scoped by): the
 * documents open on the switching date (`?date=`, default today in the account's time zone), brought forward
 * with their numbers and posted on that date. Rows with nothing left to pay are left out.
 */
export async function registerOpenBalanceImport<D extends string, C extends string>(
  app: FastifyInstance,
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  book: OpenBalanceBook<D, C>,
  accountOf: (request: FastifyRequest) => { accountId: number },
): Promise<void> {
  const { plural } = wordsOf(book);
  await app.register(async (importApp) => {
    await acceptImportForms(importApp);
    importApp.post(`/${plural}/import_open`, async (request) => {
      const { date } = parseQuery(openBalanceImportQuerySchema, request);
      const form = await readImportForm(request);
      const { accountId } = accountOf(request);
      const switchingDate = date ?? (await businessToday(db, accountId, now()));
      const file = readOpenBalanceCsv(book, form.file, form.mapping);
      const owed = file.rows.filter((row) => row.record.balance > 0n);
      const total = owed.reduce((sum, row) => sum + row.record.balance, 0n);
      const summary = {
        already_paid: file.rows.length - owed.length,
        switching_date: switchingDate,
        total_balance: amountOf(total),
      };
      if (form.dryRun) {
        const resolved = await resolveOpenBalances(db, book, { accountId, switchingDate, rows: owed });
        return { data: { ...dryRunResult({ ...file, rows: resolved }, previewOf(book)), ...summary } };
      }
      const imported = await insertOpenBalances(db, book, { accountId, switchingDate, rows: owed });
      request.log.info({ accountId, imported }, `open ${plural} brought forward`);
      return { data: { imported, ...summary } };
    });
  });
}
