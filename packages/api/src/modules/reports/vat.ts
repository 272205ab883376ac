import { VAT_REPORT_RATES, type VatReport } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { NON_VAT_KEY, systemAccountIds } from '../ledger/index.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';
import { vatLineSums } from './vat-lines.ts';

type Rate = (typeof VAT_REPORT_RATES)[number];
type Row = VatReport['output'][number];

/** The row of a line's rate: Kenya's rates (16, 8, 0, exempt) by name; any other rate, or none, is `other`. */
const rateOf = (vatRate: string | null): Rate =>
  VAT_REPORT_RATES.find((rate) => rate === vatRate && rate !== 'other') ?? 'other';

/**
 * VAT of the period by rate. Output: the tax is what was credited to 2100 VAT payable at that rate (net of
 * debits), the taxable amount what was credited to income at that rate. Input: the tax is what was debited to
 * 1400 VAT receivable (net of credits), the taxable amount what was debited to the other accounts at that rate
 * (an expense's account, net of VAT). Rows 16, 8, 0 and exempt always; `other` only when something posted to
 * 2100 or 1400 without a Kenyan rate (a manual entry, say), so the tax columns add up to the VAT accounts'
 * movement and net_payable = movement of 2100 − movement of 1400, always. Non-VAT lines (outside VAT, no tax)
 * are in no row.
 */
export async function vatReport(
  db: Executor,
  accountId: number,
  period: { from: string; to: string },
): Promise<VatReport> {
  const { vatOutput, vatInput } = await systemAccountIds(db, accountId, ['vatOutput', 'vatInput']);
  const sums = await vatLineSums(db, accountId, [vatOutput, vatInput], period);
  const blank = () => new Map<Rate, { taxable: bigint; tax: bigint }>();
  const output = blank();
  const input = blank();
  const add = (side: typeof output, rate: Rate, key: 'taxable' | 'tax', cents: bigint) => {
    const row = side.get(rate) ?? { taxable: 0n, tax: 0n };
    row[key] += cents;
    side.set(rate, row);
  };
  for (const sum of sums) {
    if (sum.vatRate === NON_VAT_KEY) continue;
    const rate = rateOf(sum.vatRate);
    const net = sum.debit - sum.credit;
    if (sum.ledgerAccountId === vatOutput) add(output, rate, 'tax', -net);
    else if (sum.ledgerAccountId === vatInput) add(input, rate, 'tax', net);
    else if (sum.accountType === 'income') add(output, rate, 'taxable', -net);
    else add(input, rate, 'taxable', net);
  }
  const rows = (side: typeof output): Row[] =>
    VAT_REPORT_RATES.filter((rate) => rate !== 'other' || (side.get(rate)?.tax ?? 0n) !== 0n).map((rate) => ({
      rate,
      taxable: centsToNumber(side.get(rate)?.taxable ?? 0n),
      tax: centsToNumber(side.get(rate)?.tax ?? 0n),
    }));
  const totalTax = (side: typeof output) => [...side.values()].reduce((total, row) => total + row.tax, 0n);
  const outputTax = totalTax(output);
  const inputTax = totalTax(input);
  return {
    ...period,
    output: rows(output),
    input: rows(input),
    output_tax: centsToNumber(outputTax),
    input_tax: centsToNumber(inputTax),
    net_payable: centsToNumber(outputTax - inputTax),
  };
}

const RATE_LABEL: Record<Rate, string> = {
  '16': '16%',
  '8': '8%',
  '0': '0% (zero-rated)',
  exempt: 'Exempt',
  other: 'Other (no rate)',
};

export function vatTable(report: VatReport): ReportTable {
  const rows = (side: string, items: Row[]): ReportRow[] =>
    items.map((row) => ({ cells: [side, RATE_LABEL[row.rate], amount(row.taxable), amount(row.tax)] }));
  return {
    title: 'VAT',
    period: `${report.from} to ${report.to}`,
    fileDate: report.to,
    columns: [left('Side'), left('Rate'), right('Taxable'), right('VAT')],
    rows: [
      ...rows('Output', report.output),
      { cells: ['Output', 'Total', '', amount(report.output_tax)], total: true },
      ...rows('Input', report.input),
      { cells: ['Input', 'Total', '', amount(report.input_tax)], total: true },
      { cells: ['Net payable', '', '', amount(report.net_payable)], total: true },
    ],
  };
}
