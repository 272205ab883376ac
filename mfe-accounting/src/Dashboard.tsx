import { currentUserQuery } from '@daftari/api-client';
import type { Dashboard as DashboardFigures } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import { Button, EmptyState, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import './styles.css';
import { useDashboard } from './api/dashboard.ts';
import { useAccountCurrency } from './api/ledger-accounts.ts';
import { DashboardView } from './components/dashboard/DashboardView.tsx';
import { PeriodCards } from './components/dashboard/PeriodCards.tsx';
import { type PeriodChoice, PeriodPicker } from './components/dashboard/PeriodPicker.tsx';
import { homePeriodDates } from './lib/home-periods.ts';

const page = css({ display: 'grid', gap: '4' });
const quiet = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  p: '5',
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  fontSize: 'sm',
  color: 'fg.muted',
});
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });

const FROM_AFTER_TO = 'From must be on or before To';

/** Nothing posted yet: no balance, no month with income or expenses, no profit, VAT or bill due. */
const isEmpty = (figures: DashboardFigures) =>
  figures.receivables === 0 &&
  figures.payables === 0 &&
  figures.cash.every((account) => account.balance === 0) &&
  figures.months.every((month) => month.income === 0 && month.expenses === 0) &&
  figures.period.income === 0 &&
  figures.period.expenses === 0 &&
  figures.period.vat.output_tax === 0 &&
  figures.period.vat.input_tax === 0 &&
  figures.bills_due.due_now.count === 0 &&
  figures.bills_due.next_7_days.count === 0;

/**
 * The owner's dashboard, exposed to the shell's Home page (`./Dashboard`): a period (this month unless
 * chosen) for the profit, VAT and bills cards, over the balances and the last 12 months. `today` (the
 * presets' day) is the browser's unless a test sets it.
 */
export default function Dashboard({ today = toIsoDate(new Date()) }: { today?: string }) {
  const currency = useAccountCurrency();
  const yearStart = useQuery(currentUserQuery).data?.account.financial_year_start;
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    period: 'this_month',
    dates: homePeriodDates('this_month', today)!,
  }));
  const dates = homePeriodDates(choice.period, today, yearStart) ?? choice.dates;
  const invalid =
    choice.period === 'custom' && (!dates.from || !dates.to || dates.from > dates.to)
      ? FROM_AFTER_TO
      : undefined;
  const dashboard = useDashboard(invalid ? null : dates);
  // Custom starts from the dates on screen.
  const change = (next: PeriodChoice) =>
    setChoice(next.period === 'custom' && choice.period !== 'custom' ? { period: 'custom', dates } : next);
  const withPicker = (body: ReactNode) => (
    <div className={page}>
      <PeriodPicker choice={choice} onChange={change} invalid={invalid} />
      {body}
    </div>
  );
  if (invalid) return withPicker(null);
  if (dashboard.isError) {
    return withPicker(
      <div className={quiet} role="status">
        <span>Your figures could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>,
    );
  }
  if (!dashboard.data)
    return withPicker(
      <div role="status" aria-label="Loading your figures">
        <Skeleton height={192} />
      </div>,
    );
  if (isEmpty(dashboard.data) && !dashboard.isPlaceholderData) {
    return (
      <div className={emptyCard}>
        <EmptyState
          title="Your figures will show here"
          description="Send an invoice or record an expense: what customers owe, your cash, this period's profit, VAT and bills due, and each month's income and expenses appear as you go."
        />
      </div>
    );
  }
  return withPicker(
    <div className={page} aria-busy={dashboard.isPlaceholderData || undefined}>
      <PeriodCards dashboard={dashboard.data} currency={currency} />
      <DashboardView dashboard={dashboard.data} currency={currency} />
    </div>,
  );
}
