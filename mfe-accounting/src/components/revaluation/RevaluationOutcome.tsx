import { ApiError, errorMessage } from '@daftari/api-client';
import type { Revaluation } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { EmptyState, TextLink } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { JournalEntryCard } from '../journal/JournalEntryCard.tsx';

const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' });
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });
const failure = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  p: { base: '4', md: '5' },
  borderLeftWidth: '4px',
  borderLeftStyle: 'solid',
  borderLeftColor: 'danger.solid',
  display: 'grid',
  gap: '1',
});
const failureTitle = css({ fontWeight: 'semibold', color: 'danger' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** What a refusal means to the owner: 409 a day revalued already, 422 a missing rate or a locked day. */
function refusalTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'Already revalued';
  if (error instanceof ApiError && error.status === 422) return 'This day cannot be revalued';
  return 'Could not revalue the books';
}

/** Why the revaluation was refused, with the way out: the rate table for a missing rate. */
export function RevaluationFailure({ error }: { error: unknown }) {
  const refused = error instanceof ApiError && error.status === 422;
  return (
    <div role="alert" className={failure}>
      <span className={failureTitle}>{refusalTitle(error)}</span>
      <span>{errorMessage(error, 'Could not revalue the books')}</span>
      {refused ? (
        <span className={muted}>
          A missing rate can be added in{' '}
          <TextLink to="/settings/exchange-rates">Settings › Exchange rates</TextLink>; a day on or before the
          lock date stays as it is.
        </span>
      ) : null}
    </div>
  );
}

/** The entry the revaluation posted and its reversal, or word that nothing needed it. */
export function RevaluationPosted({
  result,
  asOf,
  currency,
}: {
  result: Revaluation;
  asOf: string;
  currency: string | undefined;
}) {
  if (!result.entry) {
    return (
      <div className={emptyCard}>
        <EmptyState
          title="Nothing to revalue"
          description={`Every open foreign item and money account already stands at the rates of ${formatDateMedium(asOf)}.`}
        />
      </div>
    );
  }
  const entries = [result.entry, ...(result.reversal ? [result.reversal] : [])];
  return (
    <section aria-label="Posted" className={stack}>
      {entries.map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry} currency={currency} onReverse={() => undefined} />
      ))}
    </section>
  );
}
