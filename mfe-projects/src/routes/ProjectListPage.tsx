import { Button, EmptyState, PageHeader } from '@daftari/ui';
import { Link } from 'react-router';

export function ProjectListPage() {
  return (
    <>
      <PageHeader
        title="Projects"
        actions={
          <Link to="/work/projects/create">
            <Button>New Project</Button>
          </Link>
        }
      />
      <EmptyState
        title="No projects yet"
        description="Group invoices by project and see what each one has earned."
      />
    </>
  );
}
