import { BankIcon, Button, EmptyState, PageHeader, PlusIcon, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useMoneyAccounts, useTimeZone } from '../api/accounts.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { AccountsLoadError } from '../components/AccountsLoadError.tsx';
import { AddAccountDialog } from '../components/AddAccountDialog.tsx';
import { BankingNav } from '../components/BankingNav.tsx';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});

/** The money accounts: each one's books beside its statement, and what is still to match. */
export function AccountsPage() {
  const accounts = useMoneyAccounts();
  const timeZone = useTimeZone();
  const [adding, setAdding] = useState(false);

  let body: React.ReactNode;
  if (accounts.isError && !accounts.data) {
    body = <AccountsLoadError accounts={accounts} />;
  } else if (!accounts.data) {
    body = (
      <div className={grid} aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height={192} />
        ))}
      </div>
    );
  } else if (accounts.data.length === 0) {
    body = (
      <EmptyState
        icon={<BankIcon />}
        title="No money accounts yet"
        description="Add the bank account, M-Pesa till or cash box your money moves through."
      >
        <Allowed route="POST /api/bank_accounts">
          <Button onClick={() => setAdding(true)}>
            <PlusIcon /> Add account
          </Button>
        </Allowed>
      </EmptyState>
    );
  } else {
    body = (
      <div className={grid}>
        {accounts.data.map((account) => (
          <AccountCard key={account.ledger_account_id} account={account} timeZone={timeZone} />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Banking"
        description="Your money accounts, their statements, and what is still to match."
        actions={
          <Allowed route="POST /api/bank_accounts">
            <Button onClick={() => setAdding(true)}>
              <PlusIcon /> Add account
            </Button>
          </Allowed>
        }
      />
      <BankingNav />
      {body}
      {adding ? <AddAccountDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
