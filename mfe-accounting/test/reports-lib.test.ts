import { describe, expect, it } from 'vitest';
import {
  AS_OF_PRESETS,
  asOfPreset,
  asOfPresetOf,
  RANGE_PRESETS,
  rangePreset,
  rangePresetOf,
} from '../src/lib/report-dates.ts';
import { ledgerLineSourcePath } from '../src/lib/report-links.ts';
import { readReportParams, reportDates, reportSearch, writeReportParams } from '../src/lib/report-params.ts';

const rangesOn = (today: string) =>
  Object.fromEntries(RANGE_PRESETS.map((preset) => [preset.value, rangePreset(preset.value, today)]));
const asOfOn = (today: string) =>
  Object.fromEntries(AS_OF_PRESETS.map((preset) => [preset.value, asOfPreset(preset.value, today)]));

describe('report date presets', () => {
  it('computes whole calendar periods from the injected day', () => {
    expect(rangesOn('2026-11-25')).toEqual({
      year_to_date: { from: '2026-01-01', to: '2026-11-25' },
      this_month: { from: '2026-11-01', to: '2026-11-30' },
      last_month: { from: '2026-10-01', to: '2026-10-31' },
      this_quarter: { from: '2026-10-01', to: '2026-12-31' },
      this_year: { from: '2026-01-01', to: '2026-12-31' },
      last_year: { from: '2025-01-01', to: '2025-12-31' },
    });
  });

  it('crosses into the previous year in January and knows a leap February', () => {
    expect(rangesOn('2026-01-15')).toMatchObject({
      last_month: { from: '2025-12-01', to: '2025-12-31' },
      this_quarter: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(rangesOn('2028-03-01').last_month).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('reads balances today or at the close of the last month, quarter and year', () => {
    expect(asOfOn('2026-11-25')).toEqual({
      today: '2026-11-25',
      end_of_last_month: '2026-10-31',
      end_of_last_quarter: '2026-09-30',
      end_of_last_year: '2025-12-31',
    });
    expect(asOfOn('2026-02-10').end_of_last_quarter).toBe('2025-12-31');
  });

  it('names the preset a range or a day matches, and none for custom dates', () => {
    expect(rangePresetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-25')).toBe('last_month');
    expect(rangePresetOf({ from: '2026-10-02', to: '2026-10-31' }, '2026-11-25')).toBe('');
    expect(asOfPresetOf('2025-12-31', '2026-11-25')).toBe('end_of_last_year');
    expect(asOfPresetOf('2026-11-24', '2026-11-25')).toBe('');
  });
});

describe('report params', () => {
  const read = (search: string) => readReportParams(new URLSearchParams(search));

  it('reads a link from the chart of accounts, ignoring what is not valid', () => {
    const params = read(
      'report=general_ledger&ledger_account_id=12&from=2026-13&month=2026-13&compare=yesterday&page=x',
    );
    expect(params).toEqual({
      report: 'general_ledger',
      from: '',
      to: '',
      asOf: '',
      month: '',
      compare: '',
      ledgerAccountId: 12,
      currency: '',
      page: 1,
      perPage: 50,
    });
    expect(read('report=nope').report).toBe('profit_and_loss');
    expect(read('report=receivables_aging&currency=usd').currency).toBe('');
  });

  it('defaults to the year to date, today and this month; an earlier To moves the default From to its year', () => {
    expect(reportDates(read(''), '2026-11-25')).toEqual({
      from: '2026-01-01',
      to: '2026-11-25',
      asOf: '2026-11-25',
      month: '2026-11',
    });
    expect(reportDates(read('report=vat_return&month=2026-03'), '2026-11-25').month).toBe('2026-03');
    expect(reportDates(read('to=2025-06-30'), '2026-11-25').from).toBe('2025-01-01');
  });

  it("writes and asks for the agings' currency only on an aging", () => {
    const aging = read('report=payables_aging&as_of=2026-06-30&currency=GBP');
    expect(writeReportParams(aging, {}).toString()).toBe(
      'report=payables_aging&as_of=2026-06-30&currency=GBP',
    );
    expect(reportSearch(aging, reportDates(aging, '2026-11-25'))).toEqual({
      as_of: '2026-06-30',
      currency: 'GBP',
    });
    expect(writeReportParams(aging, { report: 'balance_sheet' }).get('currency')).toBeNull();
    expect(writeReportParams(aging, { currency: '' }).get('currency')).toBeNull();
  });

  it('keeps the dates across reports, compare for the profit and loss only, the page for the ledger only', () => {
    const ledger = read('report=general_ledger&ledger_account_id=12&from=2026-02-01&page=3&per_page=25');
    expect(writeReportParams(ledger, { page: 4 }).toString()).toBe(
      'report=general_ledger&from=2026-02-01&ledger_account_id=12&page=4&per_page=25',
    );
    expect(writeReportParams(ledger, { to: '2026-03-31' }).get('page')).toBeNull();
    expect(
      writeReportParams(ledger, { report: 'profit_and_loss', compare: 'previous_year' }).toString(),
    ).toBe('report=profit_and_loss&from=2026-02-01&compare=previous_year');
    const profit = read('report=profit_and_loss&compare=previous_period&as_of=2026-06-30');
    expect(writeReportParams(profit, { report: 'balance_sheet' }).toString()).toBe(
      'report=balance_sheet&as_of=2026-06-30',
    );
  });

  it('asks the API for what each report reads; the ledger waits for an account', () => {
    const search = (text: string) => {
      const params = read(text);
      return reportSearch(params, reportDates(params, '2026-11-25'));
    };
    expect(search('report=trial_balance')).toEqual({ as_of: '2026-11-25' });
    expect(search('compare=previous_year')).toEqual({
      from: '2026-01-01',
      to: '2026-11-25',
      compare: 'previous_year',
    });
    expect(search('report=general_ledger')).toBeNull();
    expect(search('report=general_ledger&ledger_account_id=3&page=2')).toEqual({
      ledger_account_id: '3',
      from: '2026-01-01',
      to: '2026-11-25',
      page: '2',
      per_page: '50',
    });
  });
});

describe('ledger line links', () => {
  it('opens an invoice, an expense or a bill, and the journal for the rest', () => {
    const line = { date: '2026-03-02', source_id: 'abc-1' };
    expect(ledgerLineSourcePath({ ...line, source_type: 'invoice' }, 3)).toBe('/work/invoicing/abc-1');
    expect(ledgerLineSourcePath({ ...line, source_type: 'expense', source_id: '9' }, 3)).toBe(
      '/expenses/9/edit',
    );
    expect(ledgerLineSourcePath({ ...line, source_type: 'bill', source_id: '12' }, 3)).toBe('/bills/12');
    expect(ledgerLineSourcePath({ ...line, source_type: 'payment', source_id: '4' }, 3)).toBe(
      '/accounting/journal-entry?from=2026-03-02&to=2026-03-02&ledger_account_id=3&source_type=payment',
    );
  });
});
