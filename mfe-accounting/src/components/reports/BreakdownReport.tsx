import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useReport } from '../../api/reports.ts';
import { type DateRange, periodLabel } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { BarChart } from './BarChart.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable } from './ReportTable.tsx';

/** The rows the chart draws: the largest ones. */
const CHART_ROWS = 10;

interface Line {
  key: string;
  /** What the chart writes beside its bar. */
  name: string;
  label?: ReactNode;
  amount: number;
  /** Sales by item's column. */
  quantity?: string;
  /** The ledger behind the amount. */
  to?: string;
}

interface Breakdown {
  lines: Line[];
  /** The rest of the total, under its own row (sales by item: income not from invoice lines). */
  other?: { label: string; amount: number };
  total: number;
}

interface BreakdownProps<T extends DateRange> {
  query: UseQueryResult<{ data: T }>;
  title: string;
  /** The first column's header. */
  what: string;
  breakdown: (data: T) => Breakdown;
  empty: string;
  currency: string;
}

/** A period's total broken down by one thing: its largest rows as bars, then every row and the total. */
function BreakdownReport<T extends DateRange>(props: BreakdownProps<T>) {
  const { query, title, what, breakdown, empty, currency } = props;
  return (
    <ReportState query={query} failure={`Failed to load the ${title.toLowerCase()}`}>
      {({ data }) => {
        const { lines, other, total } = breakdown(data);
        const quantities = lines.some((line) => line.quantity !== undefined);
        const columns = [
          { label: what, minWidth: '7rem' },
          ...(quantities ? [{ label: 'Quantity', numeric: true }] : []),
          { label: 'Amount', numeric: true },
        ];
        const padded = (amount: ReactNode, quantity = '') => (quantities ? [quantity, amount] : [amount]);
        const largest = [...lines].sort((a, b) => b.amount - a.amount).slice(0, CHART_ROWS);
        return (
          <section aria-label={title}>
            <ReportHeading title={title} dates={periodLabel(data)} currency={currency} />
            {lines.length === 0 && (other?.amount ?? 0) === 0 ? (
              <ReportEmpty title="No transactions in this period" description={empty} />
            ) : (
              <>
                {largest.length > 0 ? (
                  <BarChart
                    title={`${title}: the ${Math.min(CHART_ROWS, lines.length)} largest`}
                    bars={largest.map((line) => ({ label: line.name, value: line.amount }))}
                    currency={currency}
                  />
                ) : null}
                <ReportTable label={title} columns={columns}>
                  {lines.map((line) => (
                    <AmountRow
                      key={line.key}
                      label={line.label ?? line.name}
                      amounts={padded(
                        <Amount
                          value={line.amount}
                          to={line.to}
                          linkTitle={line.to ? `General ledger of ${line.name}` : ''}
                        />,
                        line.quantity,
                      )}
                    />
                  ))}
                  {other ? <AmountRow label={other.label} amounts={padded(other.amount)} /> : null}
                  <AmountRow kind="grand" label="Total" amounts={padded(total)} />
                </ReportTable>
              </>
            )}
          </section>
        );
      }}
    </ReportState>
  );
}

interface ReportProps {
  search: Record<string, string>;
  currency: string;
}

export function SalesByCustomerReport({ search, currency }: ReportProps) {
  return (
    <BreakdownReport
      query={useReport('sales_by_customer', search)}
      title="Sales by customer"
      what="Customer"
      empty="Nothing was sold between these dates. Try another period."
      currency={currency}
      breakdown={(data) => ({
        lines: data.rows.map((row) => ({ key: String(row.contact_id), name: row.name, amount: row.amount })),
        total: data.total,
      })}
    />
  );
}

export function SalesByItemReport({ search, currency }: ReportProps) {
  return (
    <BreakdownReport
      query={useReport('sales_by_item', search)}
      title="Sales by item"
      what="Item"
      empty="No invoice was issued between these dates. Try another period."
      currency={currency}
      breakdown={(data) => ({
        lines: data.rows.map((row) => ({
          key: row.item,
          name: row.item,
          amount: row.amount,
          quantity: row.quantity,
        })),
        other: { label: 'Other income and credits', amount: data.other },
        total: data.total,
      })}
    />
  );
}

export function ExpensesByCategoryReport({ search, currency }: ReportProps) {
  return (
    <BreakdownReport
      query={useReport('expenses_by_category', search)}
      title="Expenses by category"
      what="Category"
      empty="Nothing was spent between these dates. Try another period."
      currency={currency}
      breakdown={(data) => ({
        lines: data.rows.map((row) => ({
          key: String(row.ledger_account_id),
          name: `${row.number} ${row.name}`,
          label: <AccountLabel number={row.number} name={row.name} />,
          amount: row.amount,
          to: generalLedgerPath(row.ledger_account_id, data),
        })),
        total: data.total,
      })}
    />
  );
}

export function ExpensesBySupplierReport({ search, currency }: ReportProps) {
  return (
    <BreakdownReport
      query={useReport('expenses_by_supplier', search)}
      title="Expenses by supplier"
      what="Supplier"
      empty="Nothing was spent between these dates. Try another period."
      currency={currency}
      breakdown={(data) => ({
        lines: data.rows.map((row) => ({
          key: row.contact_id === null ? `name:${row.name}` : String(row.contact_id),
          name: row.name,
          amount: row.amount,
        })),
        total: data.total,
      })}
    />
  );
}
