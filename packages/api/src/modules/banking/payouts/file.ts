/**
 * Paystack's settlements export (Dashboard → Payouts → Export), read all or nothing. Paystack documents no
 * header row for it, so the columns are recognised by the names its dashboard and API give the fields
 * (assumed, normalised: case, spaces and punctuation aside): Settlement ID (or Payout ID, Reference: digits,
 * or the `pstk-359143-h7j` / `PSTK_359143` reference), Settlement Date (yyyy-MM-dd with or without a time,
 * dd/MM/yyyy, or 9 Nov 2022), Total Amount and Effective Amount (or Settled Amount: what reached the bank;
 * either alone stands for both), Total Fees, Total Processed, Deductions, Status (success, processing,
 * pending, failed) and Currency. Amounts are in the currency's main unit (1,234.56), unlike the API's
 * subunits. The bad-input rules of every import apply (http/csv-import): not text (NUL bytes), no known
 * header, a ragged row, or any bad cell is a 422 naming the lines, and nothing is stored; a formula (`=…`)
 * is no id, date, amount or status, so it is refused, never kept.
 */
import { z } from 'zod';
import { columnDictionary } from '../../../http/csv-import/columns.ts';
import { type ImportKind, readImportFile } from '../../../http/csv-import/file.ts';
import { readDate } from '../statements/index.ts';
import type { PayoutInput } from './store.ts';

const FIELDS = [
  'settlement_id',
  'settlement_date',
  'total_amount',
  'effective_amount',
  'total_fees',
  'total_processed',
  'deductions',
  'status',
  'currency',
] as const;
type Field = (typeof FIELDS)[number];

const columns = columnDictionary<Field>(FIELDS, {
  settlement_id: {
    preferred: ['settlement_id', 'payout_id', 'settlement_reference', 'payout_reference'],
    fallback: ['reference', 'id'],
  },
  settlement_date: { preferred: ['settlement_date', 'payout_date', 'date_settled'], fallback: ['date'] },
  total_amount: { preferred: ['total_amount'], fallback: ['amount'] },
  effective_amount: {
    preferred: ['effective_amount', 'settled_amount', 'amount_settled', 'payout_amount', 'net_amount'],
  },
  total_fees: { preferred: ['total_fees', 'fees', 'paystack_fees'] },
  total_processed: { preferred: ['total_processed', 'amount_processed', 'gross_amount'] },
  deductions: { preferred: ['deductions', 'total_deductions'] },
  status: { preferred: ['status', 'settlement_status', 'payout_status'] },
  currency: { preferred: ['currency'] },
});

const STATUSES: Record<string, string> = {
  success: 'success',
  successful: 'success',
  settled: 'success',
  paid: 'success',
  processing: 'processing',
  pending: 'pending',
  failed: 'failed',
};

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/;

/** `1,234.56`, `KES 1234.5`: cents; blank: null; anything else an issue. */
const amountCell = (label: string) =>
  z.string().transform((text, ctx): bigint | null => {
    const value = text.trim().replace(/^[A-Za-z]{3}\s*/, '');
    if (text.trim() === '') return null;
    const match = AMOUNT.exec(value);
    if (!match || match[1]!.replace(/,/g, '').length > 12) {
      ctx.addIssue({ code: 'custom', message: `${label} "${text.slice(0, 40)}" is not an amount` });
      return z.NEVER;
    }
    return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  });

const dateCell = z.string().transform((text, ctx) => {
  const value = text.trim();
  const formats = ['yyyy-MM-dd', 'dd/MM/yyyy', 'd MMM yyyy', 'dd-MM-yyyy', 'dd.MM.yyyy'] as const;
  const date = formats.map((format) => readDate(value, format)?.date).find(Boolean);
  if (!date || date < '1900-01-01' || date > '2999-12-31') {
    ctx.addIssue({ code: 'custom', message: `Settlement date "${value.slice(0, 40)}" is not a date` });
    return z.NEVER;
  }
  return date;
});

const idCell = z.string().transform((text, ctx) => {
  const value = text.trim();
  const id = /^\d{1,30}$/.test(value) ? value : /^pstk[_-]?(\d{1,30})\b/i.exec(value)?.[1];
  if (!id) {
    ctx.addIssue({
      code: 'custom',
      message:
        value === '' ? 'Settlement ID is required' : `Settlement ID "${value.slice(0, 40)}" is not one`,
    });
    return z.NEVER;
  }
  return id.replace(/^0+(?=\d)/, '');
});

const rowSchema = z
  .object({
    settlement_id: idCell,
    settlement_date: dateCell,
    total_amount: amountCell('Total amount'),
    effective_amount: amountCell('Effective amount'),
    total_fees: amountCell('Total fees'),
    total_processed: amountCell('Total processed'),
    deductions: amountCell('Deductions'),
    status: z.string().transform((text, ctx) => {
      const status = text.trim() === '' ? 'success' : STATUSES[text.trim().toLowerCase()];
      if (!status)
        ctx.addIssue({ code: 'custom', message: `Status "${text.slice(0, 40)}" is not one of Paystack's` });
      return status ?? '';
    }),
    currency: z.string().transform((text) => text.trim().toUpperCase()),
  })
  .superRefine((row, ctx) => {
    if (row.total_amount === null && row.effective_amount === null)
      ctx.addIssue({
        code: 'custom',
        message: 'The settled amount is required (Total Amount or Effective Amount)',
      });
    if (row.currency !== '' && !/^[A-Z]{3}$/.test(row.currency))
      ctx.addIssue({
        code: 'custom',
        message: `Currency "${row.currency.slice(0, 40)}" is not a currency code`,
      });
  });
type Row = z.output<typeof rowSchema>;

const kind: ImportKind<Field, Row> = {
  columns,
  rowInput: (cells, fields) =>
    Object.fromEntries(FIELDS.map((field) => [field, cells[fields.indexOf(field)] ?? ''])),
  schema: rowSchema,
  singular: 'settlement',
  plural: 'settlements',
  exampleHeader: 'Settlement ID,Settlement Date,Total Amount,Total Fees,Effective Amount,Status,Currency',
  expectedColumns: 'Settlement ID, Settlement Date and Total Amount or Effective Amount',
};

/** The settlements of an export, or a 422 HttpError naming what is wrong (nothing is stored). */
export function readPayoutFile(bytes: Uint8Array, currency: string): PayoutInput[] {
  return readImportFile(kind, bytes).rows.map(({ record }) => {
    const settled = (record.effective_amount ?? record.total_amount)!;
    return {
      settlementId: record.settlement_id,
      status: record.status,
      currency: record.currency || currency,
      settlementDate: record.settlement_date,
      totalProcessed: record.total_processed,
      totalFees: record.total_fees,
      totalAmount: record.total_amount ?? settled,
      effectiveAmount: settled,
      deductions: record.deductions,
      references: null,
    };
  });
}
