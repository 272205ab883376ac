import { DEFAULT_CURRENCY } from '@daftari/format';
import { Field, Input, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { currencyOptions, useRatedCurrencies } from '@daftari/ui/widgets';
import { useAccountCurrency, useChartAccounts } from '../../api/ledger-accounts.ts';
import {
  AS_OF_PRESETS,
  asOfPreset,
  asOfPresetOf,
  RANGE_PRESETS,
  rangePreset,
  rangePresetOf,
} from '../../lib/report-dates.ts';
import {
  isMonthReport,
  isPeriodReport,
  REPORT_KINDS,
  type ReportKind,
  reportTitle,
} from '../../lib/report-kinds.ts';
import type { ReportComparison, ReportDates, ReportParams } from '../../lib/report-params.ts';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mb: '6' });
const wide = css({ flex: '2 1 15rem' });
const narrow = css({ flex: '1 1 9rem' });
// On a phone From and To share a row, after the period and comparison choices (the period alone on its row
// when there is no comparison).
const period = css({ flex: { base: '1 1 100%', md: '1 1 9rem' } });
const day = css({ flex: '1 1 9rem', order: { base: 1, md: 0 } });

const reportItems = REPORT_KINDS.map((kind) => ({ value: kind, label: reportTitle(kind) }));
const rangeItems = RANGE_PRESETS.map(({ value, label }) => ({ value, label }));
const asOfItems = AS_OF_PRESETS.map(({ value, label }) => ({ value, label }));
const NO_COMPARISON = 'none';
const compareItems = [
  { value: NO_COMPARISON, label: 'No comparison' },
  { value: 'previous_period', label: 'Previous period' },
  { value: 'previous_year', label: 'Previous year' },
];

interface ReportToolbarProps {
  params: ReportParams;
  dates: ReportDates;
  today: string;
  onChange: (change: Partial<ReportParams>) => void;
}

/** Which report, over which days (a period or one day, with quick choices, or a month), and what it is read for. */
export function ReportToolbar({ params, dates, today, onChange }: ReportToolbarProps) {
  return (
    <search className={bar} aria-label="Choose a report">
      <Field label="Report" className={wide}>
        <Select
          items={reportItems}
          value={params.report}
          onValueChange={(report) => onChange({ report: report as ReportKind })}
          aria-label="Report"
        />
      </Field>
      {params.report === 'general_ledger' ? <AccountField params={params} onChange={onChange} /> : null}
      {isPeriodReport(params.report) ? (
        <>
          <Field label="Period" className={params.report === 'profit_and_loss' ? narrow : period}>
            <Select
              items={rangeItems}
              value={rangePresetOf(dates, today)}
              onValueChange={(preset) => onChange({ ...rangePreset(preset, today) })}
              placeholder="Custom"
              aria-label="Period"
            />
          </Field>
          <Field label="From" className={day}>
            <Input
              type="date"
              value={dates.from}
              max={dates.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </Field>
          <Field label="To" className={day}>
            <Input
              type="date"
              value={dates.to}
              min={dates.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </Field>
        </>
      ) : isMonthReport(params.report) ? (
        <Field label="Month" className={narrow}>
          <Input
            type="month"
            value={dates.month}
            max={today.slice(0, 7)}
            onChange={(event) => onChange({ month: event.target.value })}
          />
        </Field>
      ) : (
        <>
          <Field label="Balances at" className={narrow}>
            <Select
              items={asOfItems}
              value={asOfPresetOf(dates.asOf, today)}
              onValueChange={(preset) => onChange({ asOf: asOfPreset(preset, today) ?? '' })}
              placeholder="Custom"
              aria-label="Balances at"
            />
          </Field>
          <Field label="As of" className={narrow}>
            <Input
              type="date"
              value={dates.asOf}
              onChange={(event) => onChange({ asOf: event.target.value })}
            />
          </Field>
        </>
      )}
      {params.report === 'receivables_aging' || params.report === 'payables_aging' ? (
        <CurrencyField params={params} onChange={onChange} />
      ) : null}
      {params.report === 'profit_and_loss' ? (
        <Field label="Compare with" className={narrow}>
          <Select
            items={compareItems}
            value={params.compare || NO_COMPARISON}
            onValueChange={(compare) =>
              onChange({ compare: compare === NO_COMPARISON ? '' : (compare as ReportComparison) })
            }
            aria-label="Compare with"
          />
        </Field>
      ) : null}
    </search>
  );
}

const EVERY_CURRENCY = 'all';

/** The agings' currency: every item in the books' currency, or one currency's items (those of the rate table). */
function CurrencyField({ params, onChange }: Pick<ReportToolbarProps, 'params' | 'onChange'>) {
  const books = useAccountCurrency() ?? DEFAULT_CURRENCY;
  const items = [
    { value: EVERY_CURRENCY, label: `All, in ${books}` },
    ...currencyOptions(books, useRatedCurrencies(), params.currency || null),
  ];
  return (
    <Field label="Currency" className={narrow}>
      <Select
        items={items}
        value={params.currency || EVERY_CURRENCY}
        onValueChange={(currency) => onChange({ currency: currency === EVERY_CURRENCY ? '' : currency })}
        aria-label="Currency"
      />
    </Field>
  );
}

/** The general ledger's account, from the whole chart (archived accounts too). */
function AccountField({ params, onChange }: Pick<ReportToolbarProps, 'params' | 'onChange'>) {
  const accounts = useChartAccounts(true).data ?? [];
  const items = accounts.map((account) => ({
    value: String(account.id),
    label: `${account.number} · ${account.name}${account.archived ? ' (archived)' : ''}`,
  }));
  return (
    <Field label="Account" className={wide}>
      <Select
        items={items}
        value={params.ledgerAccountId === null ? '' : String(params.ledgerAccountId)}
        onValueChange={(id) => onChange({ ledgerAccountId: Number(id) })}
        placeholder="Choose an account"
        aria-label="Account"
      />
    </Field>
  );
}
