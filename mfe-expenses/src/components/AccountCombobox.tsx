import type { LedgerAccount } from '@daftari/contracts';
import { Combobox, type ComboboxItem } from '@daftari/ui';
import { useMemo } from 'react';

export interface AccountComboboxProps {
  accounts: readonly LedgerAccount[] | undefined;
  value: string;
  onChange: (accountId: string) => void;
  loading?: boolean;
  invalid?: boolean;
}

/**
 * The expense account picker: only accounts with account_type expense, searched by name, 'No account
 * found.' when nothing matches. Items carry the name only, so the search matches the name and nothing else.
 */
export function AccountCombobox({ accounts, value, onChange, loading, invalid }: AccountComboboxProps) {
  const items = useMemo<ComboboxItem[]>(
    () =>
      (accounts ?? [])
        .filter((account) => account.account_type === 'expense')
        .map((account) => ({ value: String(account.id), label: account.name })),
    [accounts],
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
    />
  );
}
