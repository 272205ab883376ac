import { Link } from '@daftari/router';
import { Badge, BellIcon, Button } from '@daftari/ui';
import { useFailedJobs } from '../../api/jobs.ts';
import { SETTINGS_PATH } from '../../lib/recurring.ts';

/** The header's way to the invoice settings; it counts the background work that failed, which waits there. */
export function SettingsLink() {
  const failed = useFailedJobs().data?.length ?? 0;
  return (
    <Button asChild variant="ghost">
      <Link to={SETTINGS_PATH}>
        <BellIcon />
        Settings
        {failed > 0 ? (
          <Badge tone="red" dot={false}>
            {failed} failed
          </Badge>
        ) : null}
      </Link>
    </Button>
  );
}
