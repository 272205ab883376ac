import { errorMessage } from '@daftari/api-client';
import type { JournalEntry } from '@daftari/contracts';
import { pluralize, toIsoDate } from '@daftari/format';
import { useSearchParams } from '@daftari/router';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ListPager,
  LoadError,
  PageHeader,
  PlusIcon,
  Skeleton,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useJournal, useReverseJournalEntry } from '../api/journal.ts';
import { useAccountCurrency, useChartAccounts } from '../api/ledger-accounts.ts';
import { JournalEntryCard } from '../components/journal/JournalEntryCard.tsx';
import { JournalEntryForm } from '../components/journal/JournalEntryForm.tsx';
import { JournalFilters } from '../components/journal/JournalFilters.tsx';
import {
  type JournalParams,
  journalQuery,
  readJournalParams,
  writeJournalParams,
} from '../lib/journal-params.ts';

const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' });
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });

function useJournalParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readJournalParams(searchParams);
  const update = (change: Partial<JournalParams>) =>
    setSearchParams(writeJournalParams(params, change), { preventScrollReset: true });
  return [params, update] as const;
}

const filtered = (params: JournalParams) =>
  Boolean(params.from || params.to || params.account || params.source);

export function JournalPage({ today = toIsoDate(new Date()) }: { today?: string }) {
  const [params, update] = useJournalParams();
  const journal = useJournal(journalQuery(params));
  const chart = useChartAccounts(true);
  const currency = useAccountCurrency();
  const reverse = useReverseJournalEntry();
  const [creating, setCreating] = useState(false);
  const [reversing, setReversing] = useState<JournalEntry | null>(null);

  const accountItems = (chart.data ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.number} · ${account.name}`,
  }));
  const confirmReverse = (entry: JournalEntry) =>
    reverse.mutate(entry.id, {
      onSuccess: (reversal) => toast.success(`${entry.number} reversed by ${reversal.number}`),
      onError: (error) => toastError(`Could not reverse ${entry.number}`, errorMessage(error, '')),
      onSettled: () => setReversing(null),
    });

  const header = (
    <PageHeader
      title="Journal entry"
      description="Every entry posted to your ledger, newest first. Post your own adjustments here."
      actions={
        creating ? null : (
          <>
            <ExportCsvButton
              list="journal_entries"
              filters={journalQuery(params)}
              filename="Journal entries"
            />
            <Allowed route="POST /api/journal_entries">
              <Button onClick={() => setCreating(true)} disabled={!chart.data}>
                <PlusIcon /> New entry
              </Button>
            </Allowed>
          </>
        )
      }
    />
  );

  const entries = journal.data?.data;
  const meta = journal.data?.meta;
  let body: React.ReactNode;
  if (journal.isError && !journal.data) {
    body = (
      <LoadError
        message={errorMessage(journal.error, 'Failed to load the journal')}
        onRetry={() => void journal.refetch()}
      />
    );
  } else if (!entries) {
    body = <Skeleton className={css({ h: '40' })} />;
  } else if (entries.length === 0) {
    body = (
      <div className={emptyCard}>
        <EmptyState
          title={filtered(params) ? 'No entries match these filters' : 'No journal entries yet'}
          description="Invoices, payments and expenses post here by themselves; a manual entry adjusts the books."
        />
      </div>
    );
  } else {
    body = entries.map((entry) => (
      <JournalEntryCard key={entry.id} entry={entry} currency={currency} onReverse={setReversing} />
    ));
  }

  return (
    <>
      {header}
      <div className={stack}>
        {creating && chart.data ? (
          <JournalEntryForm
            accounts={chart.data}
            currency={currency}
            today={today}
            onDone={() => setCreating(false)}
          />
        ) : null}
        <JournalFilters params={params} accounts={accountItems} onChange={update} />
        {body}
        {entries && entries.length > 0 ? (
          <ListPager
            meta={meta}
            params={params}
            onChange={update}
            disabled={journal.isFetching}
            summary={pluralize(meta?.total_count ?? 0, 'entry', 'entries')}
          />
        ) : null}
      </div>
      {reversing ? (
        <ConfirmDialog
          open
          title={`Reverse ${reversing.number}?`}
          description="A reversing entry with the same lines, debits and credits swapped, is posted today. The original stays in the journal."
          confirmLabel="Reverse entry"
          pending={reverse.isPending}
          onConfirm={() => confirmReverse(reversing)}
          onOpenChange={(open) => (open ? undefined : setReversing(null))}
        />
      ) : null}
    </>
  );
}
