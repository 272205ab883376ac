import { errorMessage } from '@daftari/api-client';
import { pluralize } from '@daftari/format';
import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  LoadError,
  PageHeader,
  Skeleton,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useRef } from 'react';
import { useMoneyAccounts } from '../api/accounts.ts';
import { usePayoutImport, usePayouts } from '../api/payouts.ts';
import { AccountPicker } from '../components/AccountPicker.tsx';
import { AccountsLoadError } from '../components/AccountsLoadError.tsx';
import { BankingNav } from '../components/BankingNav.tsx';
import { PayoutList } from '../components/PayoutList.tsx';
import { useAccountParam } from '../lib/account-param.ts';
import { bankingPaths } from '../lib/paths.ts';

const stack = css({ display: 'grid', gap: '5' });
const bar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
const picker = css({ maxW: 'sm', flex: '1 1 16rem' });
const hint = css({ fontSize: 'sm', color: 'fg.muted' });

/** A Paystack account's payouts: fetched from Paystack or imported from its export, each matched to its deposit. */
export function PayoutsPage() {
  const accounts = useMoneyAccounts();
  const paystack = accounts.data?.filter((account) => account.kind === 'paystack');
  const [accountId, setAccountId] = useAccountParam(paystack, true);
  const account = paystack?.find((candidate) => candidate.ledger_account_id === accountId);
  const payouts = usePayouts(account ? accountId : null);
  const load = usePayoutImport();
  const fileInput = useRef<HTMLInputElement>(null);

  const run = (file?: File) => {
    if (accountId === null) return;
    load.mutate(
      { accountId, ...(file ? { file } : {}) },
      {
        onSuccess: ({ imported, skipped }) =>
          toast.success(
            imported === 0 ? 'No new payouts' : `${pluralize(imported, 'payout')} posted`,
            skipped > 0 ? { description: `${pluralize(skipped, 'settlement')} skipped` } : undefined,
          ),
        onError: (error) => toastError('Payouts not posted', errorMessage(error, '')),
      },
    );
  };

  let body: React.ReactNode;
  if (accounts.isError && !accounts.data) body = <AccountsLoadError accounts={accounts} />;
  else if (!paystack) body = <Skeleton height={192} />;
  else if (!account || accountId === null) {
    body = (
      <EmptyState title="No Paystack account" description="Payouts are read into a Paystack money account.">
        <LinkButton to={bankingPaths.accounts()}>Go to accounts</LinkButton>
      </EmptyState>
    );
  } else {
    body = (
      <div className={stack}>
        <Card>
          <div className={stack}>
            <div className={bar}>
              <div className={picker}>
                <AccountPicker
                  accounts={paystack}
                  value={accountId}
                  onChange={setAccountId}
                  label="Paystack account"
                />
              </div>
              <Button loading={load.isPending && !load.variables?.file} onClick={() => run()}>
                Fetch payouts
              </Button>
              <Button variant="outline" disabled={load.isPending} onClick={() => fileInput.current?.click()}>
                Import settlements file
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label="Settlements file"
                hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) run(file);
                }}
              />
            </div>
            <p className={hint}>
              Each payout moves what Paystack paid out from {account.number} {account.name} into the bank, and
              its deposit on the bank's statement is matched to it.
            </p>
          </div>
        </Card>
        {payouts.isError && !payouts.data ? (
          <LoadError
            title="Payouts could not be loaded"
            message={errorMessage(payouts.error, 'Try again in a moment.')}
            onRetry={() => payouts.refetch()}
          />
        ) : !payouts.data ? (
          <Skeleton height={160} />
        ) : payouts.data.length === 0 ? (
          <EmptyState
            title="No payouts yet"
            description="Fetch them from Paystack, or import the dashboard's export."
          />
        ) : (
          <Card>
            <PayoutList payouts={payouts.data} accounts={accounts.data ?? []} />
          </Card>
        )}
      </div>
    );
  }
  return (
    <>
      <PageHeader title="Paystack payouts" />
      <BankingNav />
      {body}
    </>
  );
}
