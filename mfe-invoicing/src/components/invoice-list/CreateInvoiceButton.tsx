import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, PlusIcon } from '@daftari/ui';

export function CreateInvoiceButton({ children = 'Create New Invoice' }: { children?: string }) {
  return (
    <Button asChild>
      <Link to={areaPath('invoicing', 'create', '')}>
        <PlusIcon />
        {children}
      </Link>
    </Button>
  );
}
