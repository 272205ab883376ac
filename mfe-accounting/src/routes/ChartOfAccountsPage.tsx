import { PageHeader } from '@daftari/ui';

export function ChartOfAccountsPage() {
  return <PageHeader title="Chart of accounts" description="Your ledger accounts and their balances." />;
}
