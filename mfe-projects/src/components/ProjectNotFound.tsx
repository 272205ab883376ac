import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, FolderIcon, MissingRecord } from '@daftari/ui';

export function ProjectNotFound() {
  return (
    <MissingRecord
      icon={<FolderIcon size={22} />}
      title="Project not found"
      description="There is no project at this address. It may have been removed, or the link is wrong."
      action={
        <Button asChild variant="outline">
          <Link to={areaPath('projects')}>Back to projects</Link>
        </Button>
      }
    />
  );
}
