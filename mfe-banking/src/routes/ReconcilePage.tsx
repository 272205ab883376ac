import { errorMessage } from '@daftari/api-client';
import type { Reconciliation } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import {
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
import { useMayCall } from '@daftari/ui/widgets';
import { useMoneyAccounts } from '../api/accounts.ts';
import { useReconciliationStep, useReconciliations, useStartReconciliation } from '../api/reconciliations.ts';
import { AccountPicker } from '../components/AccountPicker.tsx';
import { AccountsLoadError } from '../components/AccountsLoadError.tsx';
import { BankingNav } from '../components/BankingNav.tsx';
import { ReconcileForm } from '../components/reconcile/ReconcileForm.tsx';
import { ReconcileHistory } from '../components/reconcile/ReconcileHistory.tsx';
import { ReconcileSummary } from '../components/reconcile/ReconcileSummary.tsx';
import { ReportDownload } from '../components/reconcile/ReportDownload.tsx';
import { useAccountParam } from '../lib/account-param.ts';
import { bankingPaths } from '../lib/paths.ts';

const stack = css({ display: 'grid', gap: '5' });
const picker = css({ maxW: 'sm' });
const heading = css({ textStyle: 'heading.sm', fontWeight: 'semibold', mb: '2' });

const newestFirst = (list: Reconciliation[]) =>
  [...list].sort((a, b) => b.statement_date.localeCompare(a.statement_date) || b.id - a.id);

/** Reconcile an account with a statement: the books beside it, the difference, complete or undo. */
export function ReconcilePage() {
  const accounts = useMoneyAccounts();
  const [accountId, setAccountId] = useAccountParam(accounts.data, true);
  const account = accounts.data?.find((candidate) => candidate.ledger_account_id === accountId);
  const history = useReconciliations(accountId);
  const start = useStartReconciliation();
  const step = useReconciliationStep();
  const list = history.data ? newestFirst(history.data) : undefined;
  const draft = list?.find((r) => r.status === 'draft');
  const currency = account?.currency ?? 'KES';
  const may = useMayCall();
  const mayStart = may('POST /api/bank_accounts/:id/reconciliations');
  const mayComplete = may('POST /api/reconciliations/:id/complete');
  const mayUndo = may('POST /api/reconciliations/:id/undo');

  const run = (r: Reconciliation, which: 'complete' | 'undo') =>
    step.mutate(
      { id: r.id, step: which },
      {
        onSuccess: () =>
          toast.success(which === 'complete' ? 'Reconciliation complete' : 'Reconciliation undone'),
        onError: (error) => toastError(`Could not ${which} the reconciliation`, errorMessage(error, '')),
      },
    );

  let body: React.ReactNode;
  if (accounts.isError && !accounts.data) {
    body = <AccountsLoadError accounts={accounts} />;
  } else if (!accounts.data) {
    body = <Skeleton height={192} />;
  } else if (!account) {
    body = (
      <EmptyState
        title="No money account to reconcile"
        description="Add one, import its statement, then reconcile."
      >
        <LinkButton to={bankingPaths.accounts()}>Go to accounts</LinkButton>
      </EmptyState>
    );
  } else {
    body = (
      <div className={stack}>
        <Card>
          <div className={stack}>
            <div className={picker}>
              <AccountPicker
                accounts={accounts.data}
                value={accountId}
                onChange={setAccountId}
                label="Reconcile"
              />
            </div>
            {mayStart ? (
              <ReconcileForm
                key={account.ledger_account_id}
                account={account}
                pending={start.isPending}
                error={start.isError ? errorMessage(start.error, 'Could not start the reconciliation') : null}
                onStart={(input) => start.mutate({ accountId: account.ledger_account_id, ...input })}
              />
            ) : null}
            {draft ? (
              <ReconcileSummary
                reconciliation={draft}
                currency={currency}
                pending={step.isPending}
                onComplete={mayComplete ? () => run(draft, 'complete') : undefined}
              />
            ) : null}
            <ReportDownload account={account} asOf={account.statement_date ?? toIsoDate(new Date())} />
          </div>
        </Card>
        <Card>
          <h2 className={heading}>History</h2>
          {history.isError && !history.data ? (
            <LoadError
              message={errorMessage(history.error, 'Failed to load reconciliations')}
              onRetry={() => void history.refetch()}
            />
          ) : !list ? (
            <Skeleton height={96} />
          ) : list.length === 0 ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              This account has not been reconciled yet.
            </p>
          ) : (
            <ReconcileHistory
              reconciliations={list}
              currency={currency}
              pending={step.isPending}
              onUndo={mayUndo ? (r) => run(r, 'undo') : undefined}
            />
          )}
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Reconcile" description="The statement's balance beside the books', to the cent." />
      <BankingNav />
      {body}
    </>
  );
}
