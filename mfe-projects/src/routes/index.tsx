import { Route, Routes } from 'react-router';
import '../styles.css';
import { ProjectListPage } from './ProjectListPage.tsx';

export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectListPage />} />
    </Routes>
  );
}
