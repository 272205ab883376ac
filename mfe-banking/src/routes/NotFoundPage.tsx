import { EmptyState, LinkButton } from '@daftari/ui';
import { bankingPaths } from '../lib/paths.ts';

export function NotFoundPage() {
  return (
    <EmptyState title="Page not found" description="This banking page does not exist.">
      <LinkButton to={bankingPaths.accounts()}>Back to banking</LinkButton>
    </EmptyState>
  );
}
