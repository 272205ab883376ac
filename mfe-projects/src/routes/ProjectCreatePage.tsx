import { messageOf } from '@daftari/api-client';
import { areaPath, DEFAULT_CURRENCY } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, PageHeader, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useAccountCurrency, useCreateProject } from '../api/projects.ts';
import { ProjectForm } from '../components/ProjectForm.tsx';
import { toCreateRequest } from '../lib/project-form.ts';

const LIST_PATH = areaPath('projects');

const layout = css({ maxW: '3xl' });

export function ProjectCreatePage() {
  const navigate = useNavigate();
  const create = useCreateProject();
  const currency = useAccountCurrency() ?? DEFAULT_CURRENCY;
  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={LIST_PATH}>Projects</BackLink>}
        title="New Project"
        description="Group the work you do for a contact, and see what it has earned so far."
      />
      <ProjectForm
        mode="create"
        currency={currency}
        cancel={
          <Button variant="outline" asChild>
            <Link to={LIST_PATH}>Cancel</Link>
          </Button>
        }
        onSubmit={(values) =>
          create.mutateAsync(toCreateRequest(values)).then(
            () => {
              toast.success('Project created successfully');
              navigate(LIST_PATH);
            },
            (error: unknown) => {
              toastError('Failed to create project', messageOf(error, ''));
              throw error;
            },
          )
        }
      />
    </div>
  );
}
