import { type Dashboard, sectionPath } from '@daftari/contracts';
import { formatMoney, pluralize } from '@daftari/format';
import { Link } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { periodReportPath } from '../../lib/report-links.ts';
import { BarChart } from '../reports/BarChart.tsx';
import { Figure } from './Figure.tsx';

const cards = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});
const list = css({ display: 'grid', gap: '1', fontSize: 'sm' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const amount = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const link = css({ fontSize: 'sm', color: 'accent.fg', _hover: { textDecoration: 'underline' } });
const charts = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
});

function Lines({ label, items }: { label: string; items: [string, string][] }) {
  return (
    <ul className={list} aria-label={label}>
      {items.map(([name, value]) => (
        <li key={name} className={row}>
          <span className={note}>{name}</span>
          <span className={amount}>{value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The period's profit (the profit and loss's), VAT due (the VAT report's net) and the open bills due now and
 * in the next 7 days; the profit's and the VAT's parts as bars.
 */
export function PeriodCards({ dashboard, currency }: { dashboard: Dashboard; currency: string | undefined }) {
  const money = (value: number) => formatMoney(value, currency);
  const { period, bills_due: bills } = dashboard;
  const reclaim = period.vat.net_payable < 0;
  return (
    <>
      <div className={cards}>
        <Figure label="Profit" value={money(period.profit)}>
          <Lines
            label="Income and expenses"
            items={[
              ['Income', money(period.income)],
              ['Expenses', money(period.expenses)],
            ]}
          />
          <Link to={periodReportPath('profit_and_loss', period)} className={link}>
            Profit and loss
          </Link>
        </Figure>
        <Figure label="VAT due" value={money(period.vat.net_payable)}>
          <Lines
            label="Output and input VAT"
            items={[
              ['Output VAT', money(period.vat.output_tax)],
              ['Input VAT', money(period.vat.input_tax)],
            ]}
          />
          {reclaim ? <p className={note}>More input than output VAT: a credit to carry forward.</p> : null}
          <Link to={periodReportPath('vat', period)} className={link}>
            VAT report
          </Link>
        </Figure>
        <Figure label="Bills due" value={money(bills.due_now.amount)}>
          <Lines
            label="Bills due"
            items={[
              [`${pluralize(bills.due_now.count, 'bill')} due now`, money(bills.due_now.amount)],
              [
                `${pluralize(bills.next_7_days.count, 'bill')} in the next 7 days`,
                money(bills.next_7_days.amount),
              ],
            ]}
          />
          <Link to={sectionPath('bills')} className={link}>
            Bills
          </Link>
        </Figure>
      </div>
      {currency ? (
        <div className={charts}>
          <BarChart
            title="Income, expenses and profit"
            bars={[
              { label: 'Income', value: period.income },
              { label: 'Expenses', value: period.expenses },
              { label: 'Profit', value: period.profit },
            ]}
            currency={currency}
          />
          <BarChart
            title="VAT: output, input and due"
            bars={[
              { label: 'Output VAT', value: period.vat.output_tax },
              { label: 'Input VAT', value: period.vat.input_tax },
              { label: 'VAT due', value: period.vat.net_payable },
            ]}
            currency={currency}
          />
        </div>
      ) : null}
    </>
  );
}
