import { Route, Routes, useParams } from '@daftari/router';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import '../styles.css';
import { ScreenLoading } from '@daftari/ui';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';

// Each screen loads when opened: the module the shell mounts stays a small router.
const ProjectListPage = lazy(async () => ({
  default: (await import('./ProjectListPage.tsx')).ProjectListPage,
}));
const ProjectCreatePage = lazy(async () => ({
  default: (await import('./ProjectCreatePage.tsx')).ProjectCreatePage,
}));
const ProjectDetailPage = lazy(async () => ({
  default: (await import('./ProjectDetailPage.tsx')).ProjectDetailPage,
}));
const ProjectEditPage = lazy(async () => ({
  default: (await import('./ProjectEditPage.tsx')).ProjectEditPage,
}));

/** Project ids are positive integers; anything else is a page that does not exist. */
function WithProjectId({ render }: { render: (id: number) => ReactNode }) {
  const { projectId = '' } = useParams();
  const id = /^\d+$/.test(projectId) ? Number(projectId) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <ProjectNotFound />;
  // A fresh page per project: no state carries over from one project to the next.
  return <Fragment key={id}>{render(id)}</Fragment>;
}

/** The projects area, rendered by the shell at /work/projects/*. */
export default function ProjectsRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<ProjectListPage />} />
        <Route path="create" element={<ProjectCreatePage />} />
        <Route path=":projectId" element={<WithProjectId render={(id) => <ProjectDetailPage id={id} />} />} />
        <Route
          path=":projectId/edit"
          element={<WithProjectId render={(id) => <ProjectEditPage id={id} />} />}
        />
        <Route path="*" element={<ProjectNotFound />} />
      </Routes>
    </Suspense>
  );
}
