import { toIsoDate } from '@daftari/format';
import { Button, Field, Input, PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useRevalue } from '../api/journal.ts';
import { useAccountCurrency } from '../api/ledger-accounts.ts';
import { RevaluationFailure, RevaluationPosted } from '../components/revaluation/RevaluationOutcome.tsx';

const ROUTE = 'POST /api/ledger/revaluations';
const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' });
const form = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '3',
});
const dateField = css({ w: { base: 'full', sm: '12rem' } });
const note = css({ color: 'fg.muted', fontSize: 'sm', flexBasis: 'full' });

/**
 * Period-end revaluation: the open foreign receivables, payables and money accounts revalued at a day's
 * rates, the unrealised difference posted to 4950 / 6950 and reversed the next day. A role that may not post
 * it sees only why. `today` is a prop so tests can fix it.
 */
export function RevaluationPage({ today = toIsoDate(new Date()) }: { today?: string }) {
  const may = useMayCall()(ROUTE);
  const currency = useAccountCurrency();
  const revalue = useRevalue();
  const [asOf, setAsOf] = useState(today);
  const [posted, setPosted] = useState(today);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setPosted(asOf);
    revalue.mutate({ as_of: asOf });
  };
  return (
    <>
      <PageHeader
        title="Revaluation"
        description="Revalue what customers owe you, what you owe suppliers and your foreign money at a day's exchange rates. The unrealised gain or loss is posted that day and reversed the next."
      />
      {may ? (
        <div className={stack}>
          <form className={form} onSubmit={submit} aria-label="Revalue the books">
            <Field label="As of" className={dateField}>
              <Input type="date" value={asOf} required onChange={(event) => setAsOf(event.target.value)} />
            </Field>
            <Button type="submit" loading={revalue.isPending} disabled={!asOf}>
              Revalue
            </Button>
            <p className={note}>
              Rates come from Settings › Exchange rates: the latest on or before the day.
            </p>
          </form>
          {revalue.isError ? <RevaluationFailure error={revalue.error} /> : null}
          {revalue.data ? (
            <RevaluationPosted result={revalue.data} asOf={posted} currency={currency} />
          ) : null}
        </div>
      ) : (
        <p className={note}>Only the owner and the accountant can revalue the books.</p>
      )}
    </>
  );
}
