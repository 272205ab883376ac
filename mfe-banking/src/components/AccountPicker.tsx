import type { MoneyAccount } from '@daftari/contracts';
import { Select } from '@daftari/ui';

interface AccountPickerProps {
  accounts: MoneyAccount[];
  value: number | null;
  onChange: (accountId: number | null) => void;
  /** Offer "All accounts" (null) first. */
  allLabel?: string;
  label?: string;
}

/** Chooses one money account (or all of them, where the screen can show every account). */
export function AccountPicker({
  accounts,
  value,
  onChange,
  allLabel,
  label = 'Account',
}: AccountPickerProps) {
  const items = [
    ...(allLabel ? [{ value: 'all', label: allLabel }] : []),
    ...accounts.map((account) => ({
      value: String(account.ledger_account_id),
      label: `${account.number} ${account.name}`,
    })),
  ];
  return (
    <Select
      aria-label={label}
      items={items}
      value={value === null ? (allLabel ? 'all' : null) : String(value)}
      onValueChange={(next) => onChange(next === 'all' ? null : Number(next))}
      placeholder="Choose an account"
    />
  );
}
