import { areaSections } from '@daftari/contracts';
import { Navigate, Route, Routes } from '@daftari/router';
import { lazy, Suspense } from 'react';
import '../../styles.css';
import { ScreenLoading } from '@daftari/ui';

// The page loads when opened: the module the shell mounts at /work/time-tracking stays a small router.
const TimeTrackingPage = lazy(async () => ({
  default: (await import('./TimeTrackingPage.tsx')).TimeTrackingPage,
}));

/** Time tracking, a section of the projects area, rendered by the shell at /work/time-tracking/*. */
export default function TimeTrackingRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<TimeTrackingPage />} />
        {/* One page: any deeper path is that page. */}
        <Route path="*" element={<Navigate to={areaSections.timeTracking.basePath} replace />} />
      </Routes>
    </Suspense>
  );
}
