import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, FileSearchIcon, MissingRecord } from '@daftari/ui';

export function NotFoundPage() {
  return (
    <MissingRecord
      icon={<FileSearchIcon size={22} />}
      title="Page not found"
      description="There is no accounting page at this address. The link may be wrong."
      action={
        <Button asChild variant="outline">
          <Link to={areaPath('accounting', 'reports')}>Back to reports</Link>
        </Button>
      }
    />
  );
}
