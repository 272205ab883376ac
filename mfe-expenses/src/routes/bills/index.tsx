import { Route, Routes } from '@daftari/router';
import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { lazy, Suspense } from 'react';
import '../../styles.css';
import { BillNotFound } from '../../components/bills/BillNotFound.tsx';

// Each screen loads when opened: the module the shell mounts at /bills stays a small router.
const BillListPage = lazy(async () => ({ default: (await import('./BillListPage.tsx')).BillListPage }));
const BillFormPage = lazy(async () => ({ default: (await import('./BillFormPage.tsx')).BillFormPage }));
const BillDetailPage = lazy(async () => ({ default: (await import('./BillDetailPage.tsx')).BillDetailPage }));

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" className={css({ display: 'grid', gap: '4' })}>
      <Skeleton height="32px" width="220px" />
      <Skeleton height="240px" />
    </div>
  );
}

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
