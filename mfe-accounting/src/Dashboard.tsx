import type { Dashboard as DashboardFigures } from '@daftari/contracts';
import { Button, EmptyState, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import './styles.css';
import { useDashboard } from './api/dashboard.ts';
import { useAccountCurrency } from './api/ledger-accounts.ts';
import { DashboardView } from './components/dashboard/DashboardView.tsx';

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

/** Nothing posted yet: no balance, no month with income or expenses. */
const isEmpty = (figures: DashboardFigures) =>
  figures.receivables === 0 &&
  figures.payables === 0 &&
  figures.cash.every((account) => account.balance === 0) &&
  figures.months.every((month) => month.income === 0 && month.expenses === 0);

/** The owner's dashboard, exposed to the shell's Home page (`./Dashboard`). */
export default function Dashboard() {
  const dashboard = useDashboard();
  const currency = useAccountCurrency();
  if (dashboard.isError) {
    return (
      <div className={quiet} role="status">
        <span>Your figures could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!dashboard.data)
    return (
      <div role="status" aria-label="Loading your figures">
        <Skeleton height={192} />
      </div>
    );
  if (isEmpty(dashboard.data)) {
    return (
      <div className={emptyCard}>
        <EmptyState
          title="Your figures will show here"
          description="Send an invoice or record an expense: what customers owe, your cash and each month's income and expenses appear as you go."
        />
      </div>
    );
  }
  return <DashboardView dashboard={dashboard.data} currency={currency} />;
}
