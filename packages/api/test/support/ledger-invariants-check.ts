import {
  agingSchema,
  balanceSheetSchema,
  dataEnvelope,
  generalLedgerSchema,
  trialBalanceSchema,
  vatReportSchema,
} from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../../src/db/client.ts';
import {
  type ByContact,
  billLinesByContact,
  billsOwed,
  creditsHeld,
  documentsOwed,
  ledgerBalances,
  ledgerByContact,
  ledgerMovement,
  ledgerTotals,
  recordedOwed,
} from './ledger-checks.ts';
import type { LedgerDriver } from './ledger-driver.ts';

const cents = (amount: number) => toCents(String(amount));

/** A report's JSON answer (GET /api/reports/{name}), parsed with its contract schema. */
async function report<S extends z.ZodType>(
  driver: LedgerDriver,
  name: string,
  schema: S,
  query: Record<string, string>,
) {
  const response = await driver.inject('GET', `/reports/${name}?${new URLSearchParams(query)}`);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return schema.parse(response.json()) as z.output<S>;
}

/** An aging report's totals per contact, debit-positive for 1200 (`sign` −1 for payables, credit-positive). */
function agingByContact(aging: z.output<typeof agingSchema>, sign: bigint): ByContact {
  const result: ByContact = {};
  for (const row of aging.rows)
    if (cents(row.total) !== 0n) result[String(row.contact_id)] = cents(row.total) * sign;
  return result;
}

/**
 * The four invariants of the books as of `asOf` (contract, end of section 2), through the report routes and
 * cross-checked with the journal lines and the documents:
 * 1. the trial balance balances (and says what the lines say);
 * 2. 1200 per contact = what the invoices (total − paid − credited) and the manual 1200 lines say is owed =
 *    the receivables aging; 2200 per contact = the credit notes' parts beyond their invoices less their
 *    refunds; 2000 per contact = the payables aging, and its lines posted by bills = what the bills say is
 *    owed (total − paid);
 * 3. net VAT of the VAT report from `from` to `asOf` = movement of 2100 − movement of 1400;
 * 4. total assets = total liabilities + total equity.
 */
export async function checkInvariants(
  db: Db,
  driver: LedgerDriver,
  from: string,
  asOf: string,
): Promise<void> {
  const { accountId, ledgerIds } = driver;
  const id = (number: string) => ledgerIds.get(number)!;
  const at = `as of ${asOf}`;

  const lines = await ledgerTotals(db, accountId, asOf);
  expect(lines.debit, `Σ debits = Σ credits ${at}`).toBe(lines.credit);
  const balances = await ledgerBalances(db, accountId, asOf);
  const trial = (await report(driver, 'trial_balance', dataEnvelope(trialBalanceSchema), { as_of: asOf }))
    .data;
  expect(cents(trial.totals.debit), `trial balance totals ${at}`).toBe(cents(trial.totals.credit));
  const trialNets = Object.fromEntries(
    trial.rows.map((row) => [String(row.ledger_account_id), cents(row.debit) - cents(row.credit)]),
  );
  expect(trialNets, `trial balance rows = the lines ${at}`).toEqual(balances);

  const receivable = await ledgerByContact(db, accountId, id('1200'), asOf);
  const owed = asOf < driver.today ? recordedOwed(driver, asOf) : await documentsOwed(db, driver, asOf);
  expect(receivable, `1200 per contact = the documents ${at}`).toEqual(owed);
  const receivables = (await report(driver, 'receivables_aging', dataEnvelope(agingSchema), { as_of: asOf }))
    .data;
  expect(agingByContact(receivables, 1n), `receivables aging per contact ${at}`).toEqual(receivable);
  expect(cents(receivables.totals.total), `receivables aging total ${at}`).toBe(balances[id('1200')] ?? 0n);
  expect(
    await ledgerByContact(db, accountId, id('2200'), asOf),
    `2200 per contact = the credits ${at}`,
  ).toEqual(await creditsHeld(db, accountId, asOf));
  const payable = await ledgerByContact(db, accountId, id('2000'), asOf);
  const payables = (await report(driver, 'payables_aging', dataEnvelope(agingSchema), { as_of: asOf })).data;
  expect(agingByContact(payables, -1n), `payables aging per contact ${at}`).toEqual(payable);
  expect(cents(payables.totals.total), `payables aging total ${at}`).toBe(-(balances[id('2000')] ?? 0n));
  const fromBills = await billLinesByContact(db, accountId, id('2000'), asOf);
  expect(fromBills, `2000 per vendor from bills = the bills ${at}`).toEqual(
    await billsOwed(db, driver, asOf),
  );
  const ledger = await report(driver, 'general_ledger', generalLedgerSchema, {
    ledger_account_id: String(id('1200')),
    from,
    to: asOf,
  });
  expect(cents(ledger.data.closing_balance), `general ledger of 1200 ${at}`).toBe(balances[id('1200')] ?? 0n);

  const vat = (await report(driver, 'vat', dataEnvelope(vatReportSchema), { from, to: asOf })).data;
  const output = -(await ledgerMovement(db, accountId, id('2100'), from, asOf));
  const input = await ledgerMovement(db, accountId, id('1400'), from, asOf);
  expect(
    [cents(vat.output_tax), cents(vat.input_tax), cents(vat.net_payable)],
    `VAT ${from}..${asOf}: output, input, net = 2100 and 1400 movements`,
  ).toEqual([output, input, output - input]);

  const sheet = (await report(driver, 'balance_sheet', dataEnvelope(balanceSheetSchema), { as_of: asOf }))
    .data;
  expect(cents(sheet.total_assets), `assets = liabilities + equity ${at}`).toBe(
    cents(sheet.total_liabilities) + cents(sheet.total_equity),
  );
  const assets = trial.rows
    .filter((row) => row.account_type === 'asset')
    .reduce((sum, row) => sum + cents(row.debit) - cents(row.credit), 0n);
  expect(cents(sheet.total_assets), `balance sheet assets = the lines ${at}`).toBe(assets);
}
