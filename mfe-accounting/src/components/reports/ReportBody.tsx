import type { ReportDates, ReportParams } from '../../lib/report-params.ts';
import { AgingReport } from './AgingReport.tsx';
import { BalanceSheetReport } from './BalanceSheetReport.tsx';
import {
  ExpensesByCategoryReport,
  ExpensesBySupplierReport,
  SalesByCustomerReport,
  SalesByItemReport,
} from './BreakdownReport.tsx';
import { CashFlowReport } from './CashFlowReport.tsx';
import { GeneralLedgerReport } from './GeneralLedgerReport.tsx';
import { ProfitAndLossReport } from './ProfitAndLossReport.tsx';
import { TrialBalanceReport } from './TrialBalanceReport.tsx';
import { VatReport } from './VatReport.tsx';
import { VatReturnReport } from './VatReturnReport.tsx';

interface ReportBodyProps {
  params: ReportParams;
  dates: ReportDates;
  search: Record<string, string> | null;
  currency: string;
  onChange: (change: Partial<ReportParams>) => void;
}

/** The chosen report. */
export function ReportBody({ params, dates, search, currency, onChange }: ReportBodyProps) {
  switch (params.report) {
    case 'profit_and_loss':
      return <ProfitAndLossReport search={search ?? {}} compare={params.compare} currency={currency} />;
    case 'balance_sheet':
      return <BalanceSheetReport asOf={dates.asOf} currency={currency} />;
    case 'trial_balance':
      return <TrialBalanceReport asOf={dates.asOf} currency={currency} />;
    case 'general_ledger':
      return <GeneralLedgerReport params={params} search={search} currency={currency} onChange={onChange} />;
    case 'receivables_aging':
    case 'payables_aging':
      return (
        <AgingReport
          key={params.report}
          side={params.report}
          asOf={dates.asOf}
          currency={currency}
          only={params.currency}
        />
      );
    case 'vat':
      return <VatReport search={search ?? {}} currency={currency} />;
    case 'vat_return':
      return <VatReturnReport month={dates.month} currency={currency} />;
    case 'cash_flow':
      return <CashFlowReport search={search ?? {}} currency={currency} />;
    case 'sales_by_customer':
      return <SalesByCustomerReport search={search ?? {}} currency={currency} />;
    case 'sales_by_item':
      return <SalesByItemReport search={search ?? {}} currency={currency} />;
    case 'expenses_by_category':
      return <ExpensesByCategoryReport search={search ?? {}} currency={currency} />;
    case 'expenses_by_supplier':
      return <ExpensesBySupplierReport search={search ?? {}} currency={currency} />;
  }
}
