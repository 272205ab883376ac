import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStatementFile } from '../../../src/modules/banking/statements/read.ts';

// Layouts rebuilt from other people's public repositories (test/fixtures/statements/README.md names each).
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url)));
const read = (name: string) => readStatementFile({ bytes: fixture(name) });
const rows = (lines: Awaited<ReturnType<typeof read>>['lines']) =>
  lines.map((line) => [line.date, line.description, line.amountCents, line.balanceCents]);

describe('statement layouts from public repositories', () => {
  it('KCB: Transaction Date before Value Date, Debit/Credit, Running Balance, newest first', async () => {
    const statement = await read('kcb.csv');
    expect(statement.format).toBe('csv');
    expect(statement.mapping).toEqual({
      date: 'Transaction Date',
      description: 'Description',
      paid_in: 'Credit',
      withdrawn: 'Debit',
      balance: 'Running Balance',
      date_format: 'dd/MM/yyyy',
    });
    expect(rows(statement.lines)).toEqual([
      ['2026-02-05', 'MPESA PAYBILL 222111 - 254712345678', 1_500_000n, 7_500_000n],
      ['2026-02-04', 'ATM WITHDRAWAL KCB MOI AVENUE', -200_000n, 6_000_000n],
      ['2026-02-03', 'MPESA PAYBILL 222111 - 254723456789 INV-0012', 1_200_000n, 6_200_000n],
    ]);
    expect([statement.openingCents, statement.closingCents]).toEqual([5_000_000n, 7_500_000n]);
  });

  it('Co-op Bank: Transaction Details, Withdrawals and Deposits', async () => {
    const statement = await read('coop.csv');
    expect(statement.mapping).toMatchObject({
      description: 'Transaction Details',
      paid_in: 'Deposits',
      withdrawn: 'Withdrawals',
    });
    expect(rows(statement.lines)).toEqual([
      ['2026-02-04', 'MPESA 254712345678 - Rent Payment', 2_500_000n, 10_000_000n],
      ['2026-02-03', 'SMS ALERT CHARGES', -1_000n, 7_500_000n],
      ['2026-02-02', 'MPESA 254723456789 - Unit A3', 1_501_000n, 7_501_000n],
    ]);
    expect(statement.openingCents).toBe(6_000_000n);
  });

  it('an M-PESA statement as CSV with minutes but no seconds, day first', async () => {
    const statement = await read('mpesa-statement-guide.csv');
    expect(statement.format).toBe('mpesa_business');
    expect(statement.lines.map((line) => [line.reference, line.date, line.time, line.amountCents])).toEqual([
      ['PGK1234567', '2026-02-06', '14:30:00', 2_000_000n],
      ['QAB7654321', '2026-02-05', '10:15:00', 1_500_000n],
    ]);
    expect([statement.openingCents, statement.closingCents]).toEqual([5_000_000n, 8_500_000n]);
  });

  it('an OFX 1.02 credit-card statement: CCSTMTRS, indented SGML leaves, a negative ledger balance', async () => {
    const statement = await read('capitalone-credit-card.ofx');
    expect(statement.format).toBe('ofx');
    expect(statement.lines.map((line) => [line.date, line.time, line.reference, line.amountCents])).toEqual([
      ['2006-06-08', '17:00:00', '20060708170000200606080000001', 4_274n],
      ['2006-06-15', '17:00:00', '20060708170000200606150000002', 746n],
      ['2006-06-08', '17:00:00', '20060708170000200606080000006', -2_336n],
    ]);
    expect(statement.lines[0]!.description).toBe(
      "DICK'S SPORTING GOODS CREDI · DICK'S SPORTING GOODS CREDIT",
    );
    expect(statement.closingCents).toBe(-399_052n);
    expect(statement.openingCents).toBe(-399_052n - 2_684n);
  });
});
