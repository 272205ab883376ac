import { renderPage } from '@daftari/test-utils';
import ProjectsRoutes from '../src/routes/index.tsx';

/** Renders the projects area at `route` the way the shell does: one router, one query client, toasts. */
export const renderProjects = (route = '/work/projects') =>
  renderPage(<ProjectsRoutes />, { route, path: '/work/projects/*' });
