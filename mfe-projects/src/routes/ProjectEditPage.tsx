import { errorMessage, isNotFound, messageOf } from '@daftari/api-client';
import { areaPath, DEFAULT_CURRENCY } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, LoadError, PageHeader, Skeleton, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useAccountCurrency, useProject, useUpdateProject } from '../api/projects.ts';
import { ProjectForm } from '../components/ProjectForm.tsx';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';
import { toUpdateRequest } from '../lib/project-form.ts';

const layout = css({ maxW: '3xl' });

export function ProjectEditPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const project = useProject(id);
  const update = useUpdateProject(id);
  const currency = useAccountCurrency() ?? DEFAULT_CURRENCY;
  const detailPath = areaPath('projects', id);

  if (project.isError && isNotFound(project.error)) return <ProjectNotFound />;
  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={detailPath}>{project.data?.name ?? 'Project'}</BackLink>}
        title="Edit Project"
      />
      {project.isError ? (
        <LoadError
          message={errorMessage(project.error, 'Failed to load project')}
          onRetry={() => void project.refetch()}
        />
      ) : project.data ? (
        <ProjectForm
          key={project.data.id}
          mode="edit"
          project={project.data}
          currency={currency}
          cancel={
            <Button variant="outline" asChild>
              <Link to={detailPath}>Cancel</Link>
            </Button>
          }
          onSubmit={(values) =>
            update.mutateAsync(toUpdateRequest(values)).then(
              () => {
                toast.success('Project updated successfully');
                navigate(detailPath);
              },
              (error: unknown) => {
                toastError('Failed to update project', messageOf(error, ''));
                throw error;
              },
            )
          }
        />
      ) : (
        <div aria-busy="true">
          <Skeleton height={640} className={css({ borderRadius: 'xl' })} />
        </div>
      )}
    </div>
  );
}
