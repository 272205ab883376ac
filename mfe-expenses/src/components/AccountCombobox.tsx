import type { LedgerAccount } from '@daftari/contracts';
import { Combobox, type ComboboxItem } from '@daftari/ui';
import { useMemo } from 'react';

export interface AccountComboboxProps {
  accounts: readonly LedgerAccount[] | undefined;
  value: string;
  onChange: (accountId: string) => void;
  loading?: boolean;
  invalid?: boolean;
  /** The account types offered (expense accounts unless told). */
  types?: readonly LedgerAccount['account_type'][];
  'aria-label'?: string;
}

const EXPENSE_ONLY: readonly LedgerAccount['account_type'][] = ['expense'];

/**
 * The account picker: only accounts of the given types (expense unless told), searched by name, 'No account
 * found.' when nothing matches. Items carry the name only, so the search matches the name and nothing else.
 */
export function AccountCombobox({
  accounts,
  value,
  onChange,
  loading,
  invalid,
  types = EXPENSE_ONLY,
  'aria-label': ariaLabel,
}: AccountComboboxProps) {
  const items = useMemo<ComboboxItem[]>(
    () =>
      (accounts ?? [])
        .filter((account) => types.includes(account.account_type))
        .map((account) => ({ value: String(account.id), label: account.name })),
    [accounts, types],
  );
  return (
    <Combobox
      items={items}
      value={value || null}
      onValueChange={(next) => onChange(next ?? '')}
      placeholder={loading ? 'Loading accounts...' : 'Select an account...'}
      inputPlaceholder="Search accounts..."
      emptyText="No account found."
      invalid={invalid}
      aria-label={ariaLabel}
    />
  );
}
