import { currentUserQuery, messageOf } from '@daftari/api-client';
import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import {
  Card,
  EmptyState,
  ListPager,
  LoadError,
  PageHeader,
  type PageParams,
  Select,
  Skeleton,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddRateForm } from './AddRateForm.tsx';
import { ImportRatesForm } from './ImportRatesForm.tsx';
import { RatesTable } from './RatesTable.tsx';
import { useExchangeRates, useRateCurrencies } from './use-exchange-rates.ts';

const layout = css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' });
const filter = css({ w: 'full', maxW: '48', mb: '3' });
const scroll = css({ overflowX: 'auto' });

const RATES_ROUTE = 'POST /api/exchange_rates';
const ALL = 'all';

/**
 * Settings › Exchange rates, at /settings/exchange-rates (the account menu): the rate table documents in other
 * currencies take their rate from, filtered by currency; an owner or accountant adds a rate or imports CBK's
 * daily mean rates, the other roles read it.
 */
export function ExchangeRatesPage({ today = toIsoDate(new Date()) }: { today?: string }) {
  const books = useQuery(currentUserQuery).data?.account.currency ?? DEFAULT_CURRENCY;
  const editable = useMayCall()(RATES_ROUTE);
  const [currency, setCurrency] = useState(ALL);
  const [params, setParams] = useState<PageParams>({ page: 1, perPage: 25 });
  const currencies = useRateCurrencies();
  const rates = useExchangeRates({
    page: params.page,
    per_page: params.perPage,
    ...(currency === ALL ? {} : { currency }),
  });

  const list = rates.isError ? (
    <LoadError
      title="The exchange rates could not be loaded"
      message={messageOf(rates.error, 'Please try again.')}
      onRetry={() => void rates.refetch()}
    />
  ) : !rates.data ? (
    <Skeleton lines={4} />
  ) : rates.data.data.length === 0 ? (
    <EmptyState
      title={currency === ALL ? 'No exchange rates yet' : `No ${currency} rates`}
      description={
        editable
          ? 'Add a rate, or import the Central Bank of Kenya’s daily mean rates, before invoicing in another currency.'
          : 'An owner or an accountant adds them.'
      }
    />
  ) : (
    <>
      <div className={scroll}>
        <RatesTable rates={rates.data.data} books={books} />
      </div>
      <ListPager
        meta={rates.data.meta}
        params={params}
        onChange={(change) => setParams((current) => ({ ...current, ...change }))}
        summary={`${rates.data.meta.total_count} rates`}
      />
    </>
  );

  return (
    <div className={layout}>
      <PageHeader
        title="Exchange rates"
        description={`What one unit of another currency is worth in ${books}: a document takes the latest rate on or before its date.`}
      />
      {editable ? (
        <Card title="Add a rate">
          <AddRateForm books={books} today={today} />
        </Card>
      ) : null}
      {editable ? (
        <Card
          title="Import CBK rates"
          description="A second rate for the same currency and day replaces the first."
        >
          <ImportRatesForm />
        </Card>
      ) : null}
      <Card title="Rates">
        <div className={filter}>
          <Select
            aria-label="Currency filter"
            items={[
              { value: ALL, label: 'All currencies' },
              ...currencies.map((code) => ({ value: code, label: code })),
            ]}
            value={currency}
            onValueChange={(value) => {
              setCurrency(value);
              setParams((current) => ({ ...current, page: 1 }));
            }}
          />
        </div>
        {list}
      </Card>
    </div>
  );
}
