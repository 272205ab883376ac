import { ApiError, errorMessage } from '@daftari/api-client';
import { Button, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { useAddRate } from './use-exchange-rates.ts';

const form = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' });
const narrow = css({ w: 'full', maxW: { base: 'full', sm: '32' } });
const wide = css({ w: 'full', maxW: { base: 'full', sm: '48' } });
const submitRow = css({ pt: { base: '0', sm: '6' } });

/** Digits with at most 6 decimals: the rate is sent as the text typed reads, never rounded here. */
const RATE_TEXT = /^\d{1,7}(\.\d{1,6})?$/;

type Problems = Partial<Record<'currency' | 'date' | 'rate', string>>;

function problemsOf(currency: string, date: string, rate: string): Problems {
  const problems: Problems = {};
  if (!/^[A-Z]{3}$/.test(currency)) problems.currency = 'A three-letter code such as USD';
  if (!date) problems.date = 'Pick the day of the rate';
  if (!RATE_TEXT.test(rate) || !/[1-9]/.test(rate)) problems.rate = 'A number above 0, at most 6 decimals';
  return problems;
}

/** POST /exchange_rates: one currency's rate for one day (a second one for that day replaces it). */
export function AddRateForm({ books, today }: { books: string; today: string }) {
  const [currency, setCurrency] = useState('');
  const [date, setDate] = useState(today);
  const [rate, setRate] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const add = useAddRate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(currency, date, rate.trim());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { exchange_rate: { currency, date, rate: Number(rate.trim()) } },
      {
        onSuccess: (saved) => {
          toast.success(`Rate saved: 1 ${saved.currency} = ${books} ${saved.rate}`);
          setRate('');
        },
        onError: (failure) => {
          const details = failure instanceof ApiError ? failure.details : undefined;
          const at = (key: keyof Problems) =>
            (details?.[`exchange_rate.${key}`] ?? details?.[key])?.join(' ');
          const placed = { currency: at('currency'), date: at('date'), rate: at('rate') };
          if (placed.currency || placed.date || placed.rate) setProblems(placed);
          else
            toast.error('The rate was not saved', {
              description: errorMessage(failure, 'Please try again.'),
            });
        },
      },
    );
  };

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Add a rate">
      <Field label="Currency" errorText={problems.currency} className={narrow}>
        <Input
          value={currency}
          maxLength={3}
          autoComplete="off"
          placeholder="USD"
          onChange={(event) => setCurrency(event.target.value.toUpperCase())}
        />
      </Field>
      <Field label="Date" errorText={problems.date} className={wide}>
        <Input
          type="date"
          value={date}
          min="1900-01-01"
          max="2999-12-31"
          onChange={(event) => setDate(event.target.value)}
        />
      </Field>
      <Field label={`Rate (${books} for 1)`} errorText={problems.rate} className={wide}>
        <Input
          value={rate}
          inputMode="decimal"
          autoComplete="off"
          placeholder="129.5"
          onChange={(event) => setRate(event.target.value)}
        />
      </Field>
      <div className={submitRow}>
        <Button type="submit" loading={add.isPending} loadingText="Saving...">
          Add rate
        </Button>
      </div>
    </form>
  );
}
