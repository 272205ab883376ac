import { errorMessage } from '@daftari/api-client';
import { LoadError } from '@daftari/ui';
import type { useMoneyAccounts } from '../api/accounts.ts';

/** The money accounts could not be read: what every page that lists them shows, with a retry. */
export function AccountsLoadError({ accounts }: { accounts: ReturnType<typeof useMoneyAccounts> }) {
  return (
    <LoadError
      message={errorMessage(accounts.error, 'Failed to load money accounts')}
      onRetry={() => void accounts.refetch()}
    />
  );
}
