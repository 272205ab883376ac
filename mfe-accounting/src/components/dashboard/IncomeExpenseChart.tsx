import type { Dashboard } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { monthLong, monthShort } from '../../lib/months.ts';

type Month = Dashboard['months'][number];

interface IncomeExpenseChartProps {
  months: Month[];
  currency: string | undefined;
}

// The bars are drawn in a 100-unit-high box per month, stretched to the chart's width.
const BOX = 100;
const BAR = 0.34;

const figure = css({ display: 'grid', gap: '2' });
const legend = css({ display: 'flex', gap: '4', fontSize: 'xs', color: 'fg.muted' });
const swatch = css({ display: 'inline-block', w: '2.5', h: '2.5', borderRadius: 'xs', mr: '1.5' });
const income = css({ fill: 'accent', bg: 'accent' });
const expenses = css({ fill: 'warning.solid', bg: 'warning.solid' });
const plot = css({ w: 'full', h: { base: '32', md: '44' }, display: 'block' });
const axis = css({ stroke: 'border', strokeWidth: '1', vectorEffect: 'non-scaling-stroke' });
const labels = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, 1fr)',
  fontSize: { base: '2xs', md: 'xs' },
  color: 'fg.subtle',
  textAlign: 'center',
});
// A table grows to its content whatever its width says, so the hiding box is a div around it.
const figures = css({ srOnly: true });

/** Income against expenses per month as bars (SVG drawn here, no chart library), with the figures as a table. */
export function IncomeExpenseChart({ months, currency }: IncomeExpenseChartProps) {
  // Only the bars' heights use floats: the amounts shown are the answer's, to the cent.
  const highest = Math.max(1, ...months.flatMap((month) => [month.income, month.expenses]));
  const height = (amount: number) => (Math.max(0, amount) / highest) * (BOX - 4);
  const width = months.length || 1;
  return (
    <figure className={figure}>
      <div className={legend} aria-hidden="true">
        <span>
          <span className={`${swatch} ${income}`} />
          Income
        </span>
        <span>
          <span className={`${swatch} ${expenses}`} />
          Expenses
        </span>
      </div>
      <svg className={plot} viewBox={`0 0 ${width} ${BOX}`} preserveAspectRatio="none" aria-hidden="true">
        {months.map((month, index) => (
          <g key={month.month}>
            <rect
              className={income}
              x={index + 0.5 - BAR - 0.02}
              y={BOX - height(month.income)}
              width={BAR}
              height={height(month.income)}
            />
            <rect
              className={expenses}
              x={index + 0.52}
              y={BOX - height(month.expenses)}
              width={BAR}
              height={height(month.expenses)}
            />
          </g>
        ))}
        <line className={axis} x1="0" x2={width} y1={BOX} y2={BOX} />
      </svg>
      <div className={labels} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${width}, 1fr)` }}>
        {months.map((month) => (
          <span key={month.month}>{monthShort(month.month)}</span>
        ))}
      </div>
      <div className={figures}>
        <table>
          <caption>Income and expenses by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Income</th>
              <th scope="col">Expenses</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLong(month.month)}</th>
                <td>{formatMoney(month.income, currency)}</td>
                <td>{formatMoney(month.expenses, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
