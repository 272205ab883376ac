import type { VatReturn, VatReturnCategory, VatSchedule } from '@daftari/contracts';
import { amount, left, type ReportTable, right } from './table.ts';

const CATEGORY_LABELS: Record<VatReturnCategory, string> = {
  standard: 'Standard rated (16%)',
  other: 'Other rated (8%)',
  zero_rated: 'Zero rated',
  exempt: 'Exempt',
};

/**
 * One schedule of the VAT return as CSV or PDF, its columns named after the sheets of KRA's iTax VAT3 return
 * (sales: section B, purchases: section F): the counterparty's PIN and name, the control unit's invoice
 * number, the invoice's date and number, a description, the taxable value and the VAT; a credit note names the
 * invoice it credits under "Relevant Invoice". One category column stands for KRA's one sheet per rate.
 */
export function vatReturnTable(report: VatReturn, schedule: VatSchedule): ReportTable {
  const who = schedule === 'sales' ? 'Purchaser' : 'Supplier';
  return {
    title: `VAT return ${schedule}`,
    period: `${report.from} to ${report.to}`,
    fileDate: report.month,
    columns: [
      left(`PIN of ${who}`),
      left(`Name of ${who}`),
      left('CU Invoice Number'),
      left('Invoice Date'),
      left('Invoice Number'),
      left('Description of Goods / Services'),
      left('Category'),
      right('Taxable Value'),
      right('Amount of VAT'),
      left('Relevant Invoice Number'),
      left('Relevant Invoice Date'),
    ],
    rows: report[schedule].map((row) => ({
      cells: [
        row.pin ?? '',
        row.name,
        row.cu_invoice_number ?? '',
        row.date,
        row.invoice_number,
        row.description,
        CATEGORY_LABELS[row.category],
        amount(row.taxable),
        amount(row.vat),
        row.original_invoice_number ?? '',
        row.original_invoice_date ?? '',
      ],
    })),
  };
}
