import { Route, Routes } from '@daftari/router';
import { ScreenLoading } from '@daftari/ui';
import { lazy, Suspense } from 'react';
import '../../styles.css';
import { EstimateNotFound } from '../../components/estimates/EstimateNotFound.tsx';

// Each screen loads when opened: the module the shell mounts at /work/estimates stays a small router.
const EstimateListPage = lazy(async () => ({
  default: (await import('./EstimateListPage.tsx')).EstimateListPage,
}));
const NewEstimatePage = lazy(async () => ({
  default: (await import('./EstimateFormPage.tsx')).NewEstimatePage,
}));
const EditEstimatePage = lazy(async () => ({
  default: (await import('./EstimateFormPage.tsx')).EditEstimatePage,
}));
const EstimateDetailPage = lazy(async () => ({
  default: (await import('./EstimateDetailPage.tsx')).EstimateDetailPage,
}));

/** The estimates of the invoicing area, rendered by the shell at /work/estimates/*. */
export default function EstimatesRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<EstimateListPage />} />
        <Route path="new" element={<NewEstimatePage />} />
        <Route path=":estimateId" element={<EstimateDetailPage />} />
        <Route path=":estimateId/edit" element={<EditEstimatePage />} />
        <Route path="*" element={<EstimateNotFound />} />
      </Routes>
    </Suspense>
  );
}
