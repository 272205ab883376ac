import type { LedgerAccount } from '@daftari/contracts';
import { useMemo } from 'react';
import { Combobox, type ComboboxItem } from '../components/combobox.tsx';
import { useLedgerAccounts } from './hooks.ts';

export interface LedgerAccountPickerProps {
  /** The chosen account's id as form text; '' while none is. */
  value: string;
  onChange: (accountId: string) => void;
  /** The account types offered (expense accounts unless told). */
  types?: readonly LedgerAccount['account_type'][];
  invalid?: boolean;
  'aria-label'?: string;
}

const EXPENSE_ONLY: readonly LedgerAccount['account_type'][] = ['expense'];

/**
 * Picks one of the business's accounts (not archived) of the given types, expense unless told, searched by
 * name, 'No account found.' when nothing matches. Items carry the name only, so the search matches the name
 * and nothing else. The chart is read through the one cache every area shares (`ledgerAccountsQuery`).
 */
export function LedgerAccountPicker({
  value,
  onChange,
  types = EXPENSE_ONLY,
  invalid,
  'aria-label': ariaLabel,
}: LedgerAccountPickerProps) {
  const accounts = useLedgerAccounts();
  const items = useMemo<ComboboxItem[]>(
    () =>
      (accounts.data ?? [])
        .filter((account) => types.includes(account.account_type))
        .map((account) => ({ value: String(account.id), label: account.name })),
    [accounts.data, types],
  );
  return (
    <Combobox
      items={items}
      value={value || null}
      onValueChange={(next) => onChange(next ?? '')}
      placeholder={accounts.isPending ? 'Loading accounts...' : 'Select an account...'}
      inputPlaceholder="Search accounts..."
      emptyText="No account found."
      invalid={invalid}
      aria-label={ariaLabel}
    />
  );
}
