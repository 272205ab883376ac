import { Route, Routes, useParams } from '@daftari/router';
import { Fragment, type ReactNode } from 'react';
import '../styles.css';
import { ProjectNotFound } from '../components/ProjectNotFound.tsx';
import { ProjectCreatePage } from './ProjectCreatePage.tsx';
import { ProjectDetailPage } from './ProjectDetailPage.tsx';
import { ProjectEditPage } from './ProjectEditPage.tsx';
import { ProjectListPage } from './ProjectListPage.tsx';

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
  );
}
