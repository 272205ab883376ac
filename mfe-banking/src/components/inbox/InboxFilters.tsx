import type { MoneyAccount } from '@daftari/contracts';
import { FilterTabs, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { BankLinePage } from '../../api/schemas.ts';
import type { InboxFilter } from '../../lib/inbox-params.ts';
import { STATUS_LABELS } from '../../lib/line-labels.ts';
import { AccountPicker } from '../AccountPicker.tsx';

const wrap = css({ display: 'grid', gap: '3', mb: '4' });
const row = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr 1fr', md: 'minmax(0, 14rem) 10rem 10rem minmax(0, 1fr)' },
  '& > :first-child': { gridColumn: { base: '1 / -1', md: 'auto' } },
  '& > :last-child': { gridColumn: { base: '1 / -1', md: 'auto' } },
});

const STATUSES = ['all', 'unmatched', 'suggested', 'matched', 'excluded'] as const;

/** Status tabs with their counts, the account, the date range and a search of the details. */
export function InboxFilters({
  filter,
  onChange,
  search,
  onSearch,
  accounts,
  summary,
}: {
  filter: InboxFilter;
  onChange: (change: Partial<InboxFilter>) => void;
  search: string;
  onSearch: (text: string) => void;
  accounts: MoneyAccount[];
  summary: BankLinePage['summary'] | undefined;
}) {
  const items = STATUSES.map((status) => {
    const label = status === 'all' ? 'All' : STATUS_LABELS[status];
    const count =
      summary === undefined
        ? undefined
        : status === 'all'
          ? summary.unmatched + summary.suggested + summary.matched + summary.excluded
          : summary[status];
    return { value: status, label: count === undefined ? label : `${label} ${count}` };
  });
  return (
    <div className={wrap}>
      <FilterTabs
        label="Show lines"
        items={items}
        value={filter.status}
        onChange={(status) => onChange({ status })}
      />
      <div className={row}>
        <AccountPicker
          accounts={accounts}
          value={filter.accountId}
          onChange={(accountId) => onChange({ accountId })}
          allLabel="All accounts"
        />
        <Input
          type="date"
          aria-label="From"
          value={filter.from}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <Input
          type="date"
          aria-label="To"
          value={filter.to}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
        <Input
          type="search"
          aria-label="Search lines"
          placeholder="Search details, names, references"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
