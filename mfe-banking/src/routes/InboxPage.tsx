import { errorMessage } from '@daftari/api-client';
import type { StatementLine } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import {
  Button,
  CheckCircleIcon,
  EmptyState,
  LinkButton,
  ListPager,
  LoadError,
  PageHeader,
  Skeleton,
  useDebouncedValue,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useEffect, useMemo, useState } from 'react';
import { useMoneyAccounts } from '../api/accounts.ts';
import { openInvoices, useInvoices } from '../api/invoices.ts';
import { useBankLines } from '../api/lines.ts';
import { BankingNav } from '../components/BankingNav.tsx';
import { BookDialog } from '../components/inbox/BookDialog.tsx';
import { InboxFilters } from '../components/inbox/InboxFilters.tsx';
import { LineItem } from '../components/inbox/LineItem.tsx';
import { useLineRights } from '../components/inbox/line-rights.ts';
import { MatchDialog } from '../components/inbox/MatchDialog.tsx';
import { useInboxKeys } from '../components/inbox/useInboxKeys.ts';
import { useLineActions } from '../components/inbox/useLineActions.ts';
import { RuleForm } from '../components/rules/RuleForm.tsx';
import { lineQueryOf, useInboxFilter } from '../lib/inbox-params.ts';
import { isOpen } from '../lib/line-labels.ts';
import { bankingPaths } from '../lib/paths.ts';
import { ruleFromLine } from '../lib/rule-from-line.ts';

const list = css({
  listStyle: 'none',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'bg.surface',
});
const bulkBar = css({
  position: 'sticky',
  bottom: '0',
  zIndex: '1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  p: '3',
  mb: '3',
  borderRadius: 'lg',
  bg: 'bg.inverted',
  color: 'fg.inverted',
  '& > span': { flex: '1', minW: '8rem' },
});
const keysHint = css({ display: { base: 'none', md: 'block' }, fontSize: 'xs', color: 'fg.muted', mt: '3' });

/** The matching inbox: every statement line, its match or suggestions, one action each, keys and bulk. */
export function InboxPage() {
  const [filter, change] = useInboxFilter();
  const [search, setSearch] = useState(filter.search);
  const debounced = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== filter.search) change({ search: debounced });
  }, [debounced]);
  const accounts = useMoneyAccounts();
  const lines = useBankLines(lineQueryOf(filter, filter.search));
  const invoices = useInvoices();
  const actions = useLineActions();
  const may = useLineRights();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const [ruleFrom, setRuleFrom] = useState<StatementLine | null>(null);

  const rows = lines.data?.data ?? [];
  const invoiceNumbers = useMemo(
    () => new Map((invoices.data ?? []).map((invoice) => [invoice.id, invoice.invoice_number])),
    [invoices.data],
  );
  const currencyOf = (accountId: number) =>
    accounts.data?.find((account) => account.ledger_account_id === accountId)?.currency ?? 'KES';
  const active = rows[Math.min(activeIndex, rows.length - 1)];
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const keyHandlers = useMemo(
    () => ({
      next: () => setActiveIndex((index) => Math.min(index + 1, rows.length - 1)),
      previous: () => setActiveIndex((index) => Math.max(index - 1, 0)),
      accept: () => (active && may.accept ? actions.accept(active) : undefined),
      exclude: () => (active && may.exclude ? actions.exclude(active) : undefined),
      toggle: () =>
        active && may.bulk && isOpen(active) ? toggle(active.id, !selected.has(active.id)) : undefined,
    }),
    [rows.length, active, actions, selected, may.accept, may.exclude, may.bulk],
  );
  useInboxKeys(keyHandlers, actions.dialog === null && ruleFrom === null);
  useEffect(() => {
    document.querySelector('[aria-current=true][aria-label]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const filtered =
    filter.status !== 'all' || filter.accountId !== null || filter.from || filter.to || filter.search;
  let body: React.ReactNode;
  if (lines.isError && !lines.data) {
    body = (
      <LoadError
        message={errorMessage(lines.error, 'Failed to load statement lines')}
        onRetry={() => void lines.refetch()}
      />
    );
  } else if (!lines.data) {
    body = (
      <div aria-busy="true" className={css({ display: 'grid', gap: '2' })}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={80} />
        ))}
      </div>
    );
  } else if (rows.length === 0 && !filtered) {
    body = (
      <EmptyState
        title="No statement lines yet"
        description="Import a statement and its lines land here to match."
      >
        <Allowed route="POST /api/bank_accounts/:id/statements">
          <LinkButton to={bankingPaths.importFor()}>Import a statement</LinkButton>
        </Allowed>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<CheckCircleIcon size={22} />}
        title={filter.status === 'unmatched' || filter.status === 'suggested' ? 'All clear' : 'No lines'}
        description="No line fits these filters."
      />
    );
  } else {
    body = (
      <>
        {selected.size > 0 ? (
          <section className={bulkBar} aria-label="Selected lines">
            <span>{pluralize(selected.size, 'line')} selected</span>
            <Button
              size="sm"
              loading={actions.bulkPending}
              onClick={() => actions.bulk([...selected], 'accept', () => setSelected(new Set()))}
            >
              Accept suggestions
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => actions.bulk([...selected], 'exclude', () => setSelected(new Set()))}
            >
              Exclude
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </section>
        ) : null}
        <ul className={list} aria-label="Statement lines">
          {rows.map((line, index) => (
            <LineItem
              key={line.id}
              line={line}
              currency={currencyOf(line.ledger_account_id)}
              invoiceNumbers={invoiceNumbers}
              selected={selected.has(line.id)}
              active={line === active}
              pending={actions.pendingId === line.id}
              may={may}
              onSelect={(on) => toggle(line.id, on)}
              onFocus={() => setActiveIndex(index)}
              onAccept={() => actions.accept(line)}
              onExclude={() => actions.exclude(line)}
              onDecline={(suggestion) => actions.decline(line, suggestion)}
              onInclude={() => actions.include(line)}
              onUnmatch={() => actions.unmatch(line)}
              onBook={() => actions.openBook(line)}
              onMakeRule={() => setRuleFrom(line)}
            />
          ))}
        </ul>
        <ListPager
          meta={lines.data.meta}
          params={{ page: filter.page, perPage: filter.perPage }}
          onChange={(next) =>
            change({ page: next.page ?? filter.page, perPage: next.perPage ?? filter.perPage })
          }
          selectedCount={selected.size}
        />
        <p className={keysHint}>
          Keys: j / k next and previous line
          {may.accept ? ' · a accept or match' : ''}
          {may.exclude ? ' · e exclude' : ''}
          {may.bulk ? ' · x select' : ''}
        </p>
      </>
    );
  }

  const { dialog } = actions;
  return (
    <>
      <PageHeader
        title="Matching inbox"
        description="Each statement line, matched to the books or told what it is."
      />
      <BankingNav />
      <InboxFilters
        filter={filter}
        onChange={(next) => {
          setSelected(new Set());
          setActiveIndex(0);
          change(next);
        }}
        search={search}
        onSearch={setSearch}
        accounts={accounts.data ?? []}
        summary={lines.data?.summary}
      />
      {body}
      {dialog?.kind === 'match' ? (
        <MatchDialog
          line={dialog.line}
          currency={currencyOf(dialog.line.ledger_account_id)}
          invoices={invoices.data ? openInvoices(invoices.data) : undefined}
          loadError={invoices.isError ? invoices.error : null}
          pending={actions.matchPending}
          error={actions.dialogError}
          onMatch={(ids) => void actions.matchInvoices(dialog.line, ids)}
          onClose={actions.closeDialog}
        />
      ) : null}
      {ruleFrom ? (
        <RuleForm
          accounts={accounts.data ?? []}
          initial={ruleFromLine(ruleFrom)}
          onClose={() => setRuleFrom(null)}
        />
      ) : null}
      {dialog?.kind === 'book' ? (
        <BookDialog
          line={dialog.line}
          pending={actions.createPending}
          error={actions.dialogError}
          onBook={(input) => actions.book(dialog.line, input)}
          onClose={actions.closeDialog}
        />
      ) : null}
    </>
  );
}
