import type { Dashboard } from '@daftari/contracts';
import { centsToNumber, formatMoney, toCents } from '@daftari/format';
import { Link } from '@daftari/router';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { contactPath } from '../../lib/links.ts';
import { Figure } from './Figure.tsx';
import { IncomeExpenseChart } from './IncomeExpenseChart.tsx';

const grid = css({ display: 'grid', gap: '4' });
const figures = css({
  display: 'grid',
  gap: '4',
  // Three across only where an eight-figure amount fits in each.
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});
const lower = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const overdue = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
const list = css({ display: 'grid', gap: '1.5', fontSize: 'sm' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const amount = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const link = css({ color: 'accent.fg', _hover: { textDecoration: 'underline' } });

/** The sum of the cash accounts, to the cent. */
const totalCash = (cash: Dashboard['cash']) =>
  centsToNumber(cash.reduce((sum, account) => sum + toCents(account.balance), 0n));

/** The owner's figures: what customers owe, what the business owes, cash, 12 months, the largest debtors. */
export function DashboardView({
  dashboard,
  currency,
}: {
  dashboard: Dashboard;
  currency: string | undefined;
}) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <div className={grid}>
      <div className={figures}>
        <Figure label="Customers owe you" value={money(dashboard.receivables)}>
          <p className={dashboard.overdue > 0 ? overdue : note}>{money(dashboard.overdue)} overdue</p>
        </Figure>
        <Figure label="You owe" value={money(dashboard.payables)}>
          <p className={note}>Bills not yet paid</p>
        </Figure>
        <Figure label="Cash" value={money(totalCash(dashboard.cash))}>
          <ul className={list} aria-label="Cash by account">
            {dashboard.cash.map((account) => (
              <li key={account.ledger_account_id} className={row}>
                <span className={note}>{account.name}</span>
                <span className={amount}>{money(account.balance)}</span>
              </li>
            ))}
          </ul>
        </Figure>
      </div>
      <div className={lower}>
        <Card title="Income and expenses" description="The last 12 months">
          <IncomeExpenseChart months={dashboard.months} currency={currency} />
        </Card>
        <Card title="Largest debtors" description="Who owes you the most">
          {dashboard.top_debtors.length === 0 ? (
            <p className={note}>No customer owes you anything.</p>
          ) : (
            <ol className={list} aria-label="Largest debtors">
              {dashboard.top_debtors.map((debtor) => (
                <li key={`${debtor.contact_id}:${debtor.contact_name}`} className={row}>
                  {debtor.contact_id === null ? (
                    <span>{debtor.contact_name}</span>
                  ) : (
                    <Link to={contactPath(debtor.contact_id)} className={link}>
                      {debtor.contact_name}
                    </Link>
                  )}
                  <span className={amount}>{money(debtor.balance)}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
