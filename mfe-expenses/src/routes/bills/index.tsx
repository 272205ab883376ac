import { Route, Routes } from '@daftari/router';
import { ScreenLoading } from '@daftari/ui';
import { lazy, Suspense } from 'react';
import '../../styles.css';
import { BillNotFound } from '../../components/bills/BillNotFound.tsx';

// Each screen loads when opened: the module the shell mounts at /bills stays a small router.
const BillListPage = lazy(async () => ({ default: (await import('./BillListPage.tsx')).BillListPage }));
const BillFormPage = lazy(async () => ({ default: (await import('./BillFormPage.tsx')).BillFormPage }));
const BillDetailPage = lazy(async () => ({ default: (await import('./BillDetailPage.tsx')).BillDetailPage }));

/** The bills of the expenses area (the purchases side), rendered by the shell at /bills/*. */
export default function BillsRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<BillListPage />} />
        <Route path="new" element={<BillFormPage />} />
        <Route path=":billId" element={<BillDetailPage />} />
        <Route path=":billId/edit" element={<BillFormPage />} />
        <Route path="*" element={<BillNotFound />} />
      </Routes>
    </Suspense>
  );
}
