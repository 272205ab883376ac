import type { MoneyAccount } from '@daftari/contracts';
import { useSearchParams } from '@daftari/router';

/**
 * The money account a screen is about, from `?account=` (a ledger account id). `fallback`: the first account
 * when none (or an unknown one) is named, for the screens that need one.
 */
export function useAccountParam(accounts: MoneyAccount[] | undefined, fallback: boolean) {
  const [params, setParams] = useSearchParams();
  const named = Number(params.get('account'));
  const known = accounts?.find((account) => account.ledger_account_id === named);
  const accountId = known
    ? known.ledger_account_id
    : fallback
      ? (accounts?.[0]?.ledger_account_id ?? null)
      : null;
  const setAccountId = (next: number | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === null) copy.delete('account');
        else copy.set('account', String(next));
        return copy;
      },
      { replace: true },
    );
  return [accountId, setAccountId] as const;
}
