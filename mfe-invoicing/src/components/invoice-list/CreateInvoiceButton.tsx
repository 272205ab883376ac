import { areaPath } from '@daftari/contracts';
import { LinkButton, PlusIcon } from '@daftari/ui';
import { Allowed } from '@daftari/ui/widgets';

export function CreateInvoiceButton({ children = 'Create New Invoice' }: { children?: string }) {
  return (
    <Allowed route="POST /api/invoices">
      <LinkButton to={areaPath('invoicing', 'create', '')} icon={<PlusIcon />}>
        {children}
      </LinkButton>
    </Allowed>
  );
}
