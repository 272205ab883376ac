import { Field, Input, Select, type SelectItem } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { JournalParams } from '../../lib/journal-params.ts';
import { sourceTypeItems } from '../../lib/source-types.ts';

interface JournalFiltersProps {
  params: JournalParams;
  accounts: SelectItem[];
  onChange: (change: Partial<JournalParams>) => void;
}

const bar = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', md: '10rem 10rem 1fr 12rem' },
  alignItems: 'end',
});
const wide = css({ gridColumn: { base: 'span 2', md: 'auto' } });

const everyAccount = { value: '', label: 'All accounts' };
const everySource = { value: '', label: 'All sources' };

/** The journal's filters: a date range, one account, one kind of source. */
export function JournalFilters({ params, accounts, onChange }: JournalFiltersProps) {
  return (
    <search className={bar} aria-label="Filter the journal">
      <Field label="From">
        <Input type="date" value={params.from} onChange={(event) => onChange({ from: event.target.value })} />
      </Field>
      <Field label="To">
        <Input type="date" value={params.to} onChange={(event) => onChange({ to: event.target.value })} />
      </Field>
      <Field label="Account" className={wide}>
        <Select
          items={[everyAccount, ...accounts]}
          value={params.account}
          onValueChange={(account) => onChange({ account })}
          placeholder={everyAccount.label}
          aria-label="Account"
        />
      </Field>
      <Field label="Source" className={wide}>
        <Select
          items={[everySource, ...sourceTypeItems]}
          value={params.source}
          onValueChange={(source) => onChange({ source: source as JournalParams['source'] })}
          placeholder={everySource.label}
          aria-label="Source"
        />
      </Field>
    </search>
  );
}
