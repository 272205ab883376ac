import { errorMessage } from '@daftari/api-client';
import type { ChartAccount } from '@daftari/contracts';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  LoadError,
  PageHeader,
  PlusIcon,
  Skeleton,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useState } from 'react';
import {
  useAccountCurrency,
  useChartAccounts,
  useDeleteLedgerAccount,
  useUpdateLedgerAccount,
} from '../api/ledger-accounts.ts';
import { AccountFormDialog } from '../components/chart/AccountFormDialog.tsx';
import { AccountGroup } from '../components/chart/AccountGroup.tsx';
import { accountTypeGroups } from '../lib/account-types.ts';

const stack = css({ display: 'grid', gap: '5' });
const toolbar = css({ display: 'flex', justifyContent: 'flex-end' });

type Editing = { account?: ChartAccount } | null;

export function ChartOfAccountsPage() {
  const [includeArchived, setIncludeArchived] = useState(false);
  const chart = useChartAccounts(includeArchived);
  const currency = useAccountCurrency();
  const update = useUpdateLedgerAccount();
  const remove = useDeleteLedgerAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ChartAccount | null>(null);

  const archive = (account: ChartAccount, archived: boolean) =>
    update.mutate(
      { id: account.id, change: { archived } },
      {
        onSuccess: () => toast.success(`${account.name} ${archived ? 'archived' : 'unarchived'}`),
        onError: (error) =>
          toastError(
            `Could not ${archived ? 'archive' : 'unarchive'} ${account.name}`,
            errorMessage(error, ''),
          ),
      },
    );
  const confirmDelete = (account: ChartAccount) =>
    remove.mutate(account.id, {
      onSuccess: () => toast.success(`${account.name} deleted`),
      onError: (error) => toastError(`Could not delete ${account.name}`, errorMessage(error, '')),
      onSettled: () => setDeleting(null),
    });

  const header = (
    <PageHeader
      title="Chart of accounts"
      description="Every account your books post to, by type, with its balance today."
      actions={
        <Allowed route="POST /api/ledger_accounts">
          <Button onClick={() => setEditing({})}>
            <PlusIcon /> Add account
          </Button>
        </Allowed>
      }
    />
  );

  if (chart.isError && !chart.data) {
    return (
      <>
        {header}
        <LoadError
          message={errorMessage(chart.error, 'Failed to load the chart of accounts')}
          onRetry={() => void chart.refetch()}
        />
      </>
    );
  }

  return (
    <>
      {header}
      <div className={stack}>
        <div className={toolbar}>
          <Checkbox checked={includeArchived} onCheckedChange={setIncludeArchived}>
            Show archived accounts
          </Checkbox>
        </div>
        {chart.data
          ? accountTypeGroups.map(({ type, title }) => (
              <AccountGroup
                key={type}
                title={title}
                accounts={chart.data.filter((account) => account.account_type === type)}
                currency={currency}
                onEdit={(account) => setEditing({ account })}
                onArchive={archive}
                onDelete={setDeleting}
              />
            ))
          : accountTypeGroups.map(({ type }) => <Skeleton key={type} className={css({ h: '32' })} />)}
      </div>
      {editing ? <AccountFormDialog account={editing.account} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={`Delete ${deleting.name}?`}
          description="Only an account nothing has posted to can be deleted. Archive it to hide it instead."
          confirmLabel="Delete account"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        />
      ) : null}
    </>
  );
}
