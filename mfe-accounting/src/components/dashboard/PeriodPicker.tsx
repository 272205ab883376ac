import { Field, Input, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { HOME_PERIODS, type HomePeriod } from '../../lib/home-periods.ts';
import type { DateRange } from '../../lib/report-dates.ts';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });
const choice = css({ flex: { base: '1 1 100%', md: '0 1 14rem' } });
const day = css({ flex: '1 1 9rem', maxW: { md: '12rem' } });

const items = HOME_PERIODS.map(({ value, label }) => ({ value, label }));

export interface PeriodChoice {
  period: HomePeriod;
  /** The custom dates (the last preset's until changed). */
  dates: DateRange;
}

/** Home's period: a preset, or custom dates (From and To shown only then). */
export function PeriodPicker({
  choice: current,
  onChange,
  invalid,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** Why the custom dates are not read (From after To). */
  invalid?: string | undefined;
}) {
  return (
    <search className={bar} aria-label="Period of the figures">
      <Field label="Period" className={choice}>
        <Select
          items={items}
          value={current.period}
          onValueChange={(period) => onChange({ ...current, period: period as HomePeriod })}
          aria-label="Period"
        />
      </Field>
      {current.period === 'custom' ? (
        <>
          <Field label="From" className={day} errorText={invalid}>
            <Input
              type="date"
              value={current.dates.from}
              onChange={(event) =>
                onChange({ ...current, dates: { ...current.dates, from: event.target.value } })
              }
            />
          </Field>
          <Field label="To" className={day}>
            <Input
              type="date"
              value={current.dates.to}
              onChange={(event) =>
                onChange({ ...current, dates: { ...current.dates, to: event.target.value } })
              }
            />
          </Field>
        </>
      ) : null}
    </search>
  );
}
