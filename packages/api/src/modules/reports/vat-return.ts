import {
  VAT_RETURN_CATEGORIES,
  type VatReturn,
  type VatReturnCategory,
  type VatReturnRow,
} from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { NON_VAT_KEY, systemAccountIds } from '../ledger/index.ts';
import { addDays, monthOffset } from './dates.ts';
import {
  SALES_SOURCES,
  type VatDocumentSum,
  vatAccountMovements,
  vatDocumentSums,
} from './vat-return-lines.ts';

/** The first and last day of a month `yyyy-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${monthOffset(from, 1)}-01`, -1) };
}

/**
 * A line's VAT3 category by its rate key: 16 % standard, any other positive rate `other` (Kenya's is 8 %),
 * 0 % zero-rated, `exempt` exempt. Non-VAT lines (eTIMS tax type D) are outside VAT: no schedule lists them.
 * Lines posted before sales lines carried their category say '0' and count as zero-rated.
 */
function categoryOf(vatRate: string): VatReturnCategory | null {
  if (vatRate === NON_VAT_KEY) return null;
  if (vatRate === 'exempt') return 'exempt';
  if (vatRate === '16') return 'standard';
  return Number(vatRate) === 0 ? 'zero_rated' : 'other';
}

interface Amounts {
  taxable: bigint;
  vat: bigint;
}

/** The longest description a row gets: iTax's sheet has one line of text per invoice. */
export const DESCRIPTION_LENGTH = 100;

/**
 * A row's description: the distinct descriptions of the document's lines of that category, in line order,
 * joined and cut to `DESCRIPTION_LENGTH` characters with an ellipsis; none: the document's own (`fallback`).
 */
export function rowDescription(lines: readonly string[], fallback: string | null): string {
  const joined = [...new Set(lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean))].join(
    ', ',
  );
  if (!joined) return fallback ?? '';
  const characters = [...joined];
  return characters.length <= DESCRIPTION_LENGTH
    ? joined
    : `${characters
        .slice(0, DESCRIPTION_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** A schedule's row with its amounts in cents. */
type Row = Omit<VatReturnRow, 'taxable' | 'vat'> & Amounts;

/**
 * A schedule's rows: each document's amounts per category, signed as the return counts them (sales: credits
 * of income and 2100; purchases: debits of expenses and 1400), so a credit note or the reversal of a document
 * voided after its month is negative. A document whose lines cancel out in the month (issued and voided in
 * it) has no row. Documents in the order of `sums`, each one's categories in the return's order.
 */
function scheduleRows(sums: readonly VatDocumentSum[], sign: bigint, from: string): Row[] {
  type Category = Amounts & { lines: string[] };
  const documents = new Map<string, { sum: VatDocumentSum; amounts: Map<VatReturnCategory, Category> }>();
  for (const sum of sums) {
    const category = categoryOf(sum.vatRate);
    if (category === null) continue;
    const key = `${sum.documentType}:${sum.documentId}`;
    const document = documents.get(key) ?? { sum, amounts: new Map() };
    const amounts = document.amounts.get(category) ?? { taxable: 0n, vat: 0n, lines: [] };
    amounts.taxable += sign * sum.taxable;
    amounts.vat += sign * sum.vat;
    amounts.lines.push(...sum.lineDescriptions);
    document.amounts.set(category, amounts);
    documents.set(key, document);
  }
  return [...documents.values()].flatMap(({ sum, amounts }) =>
    VAT_RETURN_CATEGORIES.flatMap((category) => {
      const amount = amounts.get(category);
      if (!amount || (amount.taxable === 0n && amount.vat === 0n)) return [];
      return [
        {
          document_type: sum.documentType,
          document_id: sum.documentId,
          pin: sum.pin,
          name: sum.name ?? '',
          invoice_number: sum.number ?? '',
          cu_invoice_number: sum.cuInvoiceNumber,
          original_invoice_number: sum.originalInvoiceNumber,
          original_invoice_date: sum.originalInvoiceDate,
          date: sum.date ?? from,
          description: rowDescription(amount.lines, sum.description),
          category,
          taxable: amount.taxable,
          vat: amount.vat,
        },
      ];
    }),
  );
}

/** Per category (all four, always): the schedule's taxable value and VAT, summed in cents. */
function totalsOf(rows: readonly Row[]): VatReturn['sales_totals'] {
  return VAT_RETURN_CATEGORIES.map((category) => {
    const mine = rows.filter((row) => row.category === category);
    return {
      category,
      taxable: centsToNumber(sumOf(mine, 'taxable')),
      vat: centsToNumber(sumOf(mine, 'vat')),
    };
  });
}

const sumOf = (rows: readonly Row[], key: keyof Amounts) => rows.reduce((total, row) => total + row[key], 0n);

const answerRow = (row: Row): VatReturnRow => ({
  ...row,
  taxable: centsToNumber(row.taxable),
  vat: centsToNumber(row.vat),
});

/**
 * The schedules of KRA's VAT3 return for a month, read from the ledger: sales (invoices and credit notes) and
 * purchases (bills and expenses), per document and category, with the totals,
 * output VAT − input VAT = net VAT due, and the ledger check: each schedule's VAT against the movement of its
 * VAT account (2100 for sales, 1400 for purchases) in the month from those documents' entries.
 */
export async function vatReturn(db: Executor, accountId: number, month: string): Promise<VatReturn> {
  const range = monthRange(month);
  const { vatOutput, vatInput } = await systemAccountIds(db, accountId, ['vatOutput', 'vatInput']);
  const [sums, movements] = await Promise.all([
    vatDocumentSums(db, accountId, [vatOutput, vatInput], range),
    vatAccountMovements(db, accountId, [vatOutput, vatInput], range),
  ]);
  const isSale = (sum: VatDocumentSum) => (SALES_SOURCES as readonly string[]).includes(sum.documentType);
  const sales = scheduleRows(sums.filter(isSale), -1n, range.from);
  const purchases = scheduleRows(
    sums.filter((sum) => !isSale(sum)),
    1n,
    range.from,
  );
  const movement = (ledgerAccountId: number, side: 'sales' | 'purchases') =>
    movements
      .filter((row) => row.ledgerAccountId === ledgerAccountId && row.side === side)
      .reduce((total, row) => total + row.net, 0n);
  const check = (ledger: bigint, schedule: bigint) => ({
    ledger: centsToNumber(ledger),
    schedule: centsToNumber(schedule),
    equal: ledger === schedule,
  });
  const outputVat = sumOf(sales, 'vat');
  const inputVat = sumOf(purchases, 'vat');
  return {
    month,
    ...range,
    sales: sales.map(answerRow),
    purchases: purchases.map(answerRow),
    sales_totals: totalsOf(sales),
    purchases_totals: totalsOf(purchases),
    output_vat: centsToNumber(outputVat),
    input_vat: centsToNumber(inputVat),
    net_vat_due: centsToNumber(outputVat - inputVat),
    ledger_check: {
      output: check(-movement(vatOutput, 'sales'), outputVat),
      input: check(movement(vatInput, 'purchases'), inputVat),
    },
  };
}
