import { errorMessage } from '@daftari/api-client';
import type { ExchangeRateImportResult } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Button, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { useImportRates } from './use-exchange-rates.ts';

const form = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' });
const fileField = css({ w: 'full', maxW: { base: 'full', sm: '80' } });
const submitRow = css({ pt: { base: '0', sm: '6' } });
const outcome = css({ fontSize: 'sm', mt: '3' });
const failure = css({ fontSize: 'sm', mt: '3', color: 'danger.fg' });

const summaryOf = (result: ExchangeRateImportResult) =>
  result.imported === 0
    ? 'The file held no rates to import.'
    : `Imported ${result.imported} rates (${result.replaced} replaced) for ${result.currencies.join(', ')}` +
      (result.from && result.to
        ? `, ${formatDateMedium(result.from)} to ${formatDateMedium(result.to)}.`
        : '.');

/** POST /exchange_rates/import: the CSV of the Central Bank of Kenya's daily mean rates. */
export function ImportRatesForm() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useImportRates();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the CSV file first');
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <>
      <form className={form} onSubmit={submit} noValidate aria-label="Import CBK rates">
        <Field
          label="CBK rates CSV"
          helperText="Date, Currency and Mean columns, as centralbank.go.ke exports them."
          errorText={problem}
          className={fileField}
        >
          <Input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              upload.reset();
            }}
          />
        </Field>
        <div className={submitRow}>
          <Button type="submit" variant="outline" loading={upload.isPending} loadingText="Importing...">
            Import rates
          </Button>
        </div>
      </form>
      {upload.isSuccess ? (
        <p className={outcome} role="status">
          {summaryOf(upload.data)}
        </p>
      ) : null}
      {upload.isError ? (
        <p className={failure} role="alert">
          {errorMessage(upload.error, 'The file could not be imported.')}
        </p>
      ) : null}
    </>
  );
}
