import { type OpenBillImportResult, openBillImportQuerySchema } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { dryRunResult } from '../../http/csv-import/file.ts';
import { acceptImportForms, readImportForm } from '../../http/csv-import/form.ts';
import { parseQuery } from '../../http/validate.ts';
import { authOf } from '../auth/require-auth.ts';
import { previewRow, readOpenBillsCsv } from './import.ts';
import { insertOpenBills, resolveOpenBills } from './service.ts';

/**
 * POST /bills/import_open (authenticated; scoped by account): what the business owed its suppliers on the
 * switching date (`?date=`, default today in the account's time zone), brought forward as open bills with the
 * suppliers' numbers, each posting Dr 3000 / Cr 2000 on that date. Rows with nothing left to pay are left out.
 */
export async function registerOpenBillRoutes(
  app: FastifyInstance,
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
): Promise<void> {
  await app.register(async (importApp) => {
    await acceptImportForms(importApp);
    importApp.post('/bills/import_open', async (request): Promise<{ data: OpenBillImportResult }> => {
      const { date } = parseQuery(openBillImportQuerySchema, request);
      const form = await readImportForm(request);
      const { accountId } = authOf(request);
      const switchingDate = date ?? (await businessToday(db, accountId, now()));
      const file = readOpenBillsCsv(form.file, form.mapping);
      const owed = file.rows.filter((row) => row.record.balance > 0n);
      const total = owed.reduce((sum, row) => sum + row.record.balance, 0n);
      const summary = {
        already_paid: file.rows.length - owed.length,
        switching_date: switchingDate,
        total_balance: Number(centsToDecimal(total)),
      };
      if (form.dryRun) {
        const resolved = await resolveOpenBills(db, accountId, owed, switchingDate);
        return { data: { ...dryRunResult({ ...file, rows: resolved }, previewRow), ...summary } };
      }
      const imported = await insertOpenBills(db, accountId, owed, switchingDate);
      request.log.info({ accountId, imported }, 'open bills brought forward');
      return { data: { imported, ...summary } };
    });
  });
}
