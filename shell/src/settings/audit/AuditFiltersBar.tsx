import type { AuditFilters } from '@daftari/api-client';
import { Field, Input, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

/** The kinds of record the trail is filtered by (entity_type), as the screen names them. */
const KINDS = [
  ['invoice', 'Invoices'],
  ['estimate', 'Estimates'],
  ['credit_note', 'Credit notes'],
  ['payment', 'Payments'],
  ['bill', 'Bills'],
  ['expense', 'Expenses'],
  ['journal_entry', 'Journal entries'],
  ['contact', 'Contacts'],
  ['account', 'Business settings'],
  ['membership', 'Team'],
  ['reconciliation', 'Reconciliations'],
  ['session', 'Sign-ins'],
] as const;
/** The filters' "no filter" choice: Ark's select shows no label for an empty value. */
const ANY = 'any';
const kindItems = [{ value: ANY, label: 'Everything' }, ...KINDS.map(([value, label]) => ({ value, label }))];

const bar = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
  alignItems: 'end',
});

interface AuditFiltersBarProps {
  filters: AuditFilters;
  people: { value: string; label: string }[];
  onChange: (change: AuditFilters) => void;
  actions: ReactNode;
}

/** From and to (days), who, and what kind of record; each change reads the first page again. */
export function AuditFiltersBar({ filters, people, onChange, actions }: AuditFiltersBarProps) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <search className={bar} aria-label="Filter the audit trail">
        <Field label="From">
          <Input
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </Field>
        <Field label="Who">
          <Select
            items={[{ value: ANY, label: 'Anyone' }, ...people]}
            value={filters.user_id === undefined ? ANY : String(filters.user_id)}
            onValueChange={(value) => onChange({ user_id: value === ANY ? undefined : Number(value) })}
            aria-label="Who"
          />
        </Field>
        <Field label="What">
          <Select
            items={kindItems}
            value={filters.entity_type ?? ANY}
            onValueChange={(value) => onChange({ entity_type: value === ANY ? undefined : value })}
            aria-label="What"
          />
        </Field>
      </search>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div>
    </div>
  );
}
