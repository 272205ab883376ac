import { PageHeader } from '@daftari/ui';

export function JournalPage() {
  return <PageHeader title="Journal entry" description="Every entry posted to the ledger." />;
}
