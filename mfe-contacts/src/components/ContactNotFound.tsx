import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, MissingRecord, UsersIcon } from '@daftari/ui';

export function ContactNotFound() {
  return (
    <MissingRecord
      icon={<UsersIcon size={22} />}
      title="Contact not found"
      description="There is no contact at this address. It may have been removed, or the link is wrong."
      action={
        <Button asChild variant="outline">
          <Link to={areaPath('contacts')}>Back to contacts</Link>
        </Button>
      }
    />
  );
}
