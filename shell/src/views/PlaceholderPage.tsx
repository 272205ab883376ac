import { EmptyState, PageHeader } from '@daftari/ui';

export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Coming soon" description={description} />
    </>
  );
}
