import { areaPath } from '@daftari/contracts';
import { LinkButton, PlusIcon } from '@daftari/ui';

export function CreateInvoiceButton({ children = 'Create New Invoice' }: { children?: string }) {
  return (
    <LinkButton to={areaPath('invoicing', 'create', '')} icon={<PlusIcon />}>
      {children}
    </LinkButton>
  );
}
