import { Route, Routes } from '@daftari/router';
import { ScreenLoading } from '@daftari/ui';
import { lazy, Suspense } from 'react';
import '../styles.css';
import { InvoiceNotFound } from '../components/invoice-detail/InvoiceNotFound.tsx';
import { InvoiceListPage } from './InvoiceListPage.tsx';

// The list, where the area opens, comes with the module the shell mounts; every other screen loads when opened.
const InvoiceCreatePage = lazy(async () => ({
  default: (await import('./InvoiceCreatePage.tsx')).InvoiceCreatePage,
}));
const InvoiceDetailPage = lazy(async () => ({
  default: (await import('./InvoiceDetailPage.tsx')).InvoiceDetailPage,
}));
const OutboxPage = lazy(async () => ({ default: (await import('./OutboxPage.tsx')).OutboxPage }));
const MpesaPage = lazy(async () => ({ default: (await import('./MpesaPage.tsx')).MpesaPage }));
const RecurringRoutes = lazy(async () => ({
  default: (await import('./RecurringRoutes.tsx')).RecurringRoutes,
}));
const PriceListPage = lazy(async () => ({ default: (await import('./PriceListPage.tsx')).PriceListPage }));
const SettingsPage = lazy(async () => ({ default: (await import('./SettingsPage.tsx')).SettingsPage }));

/** The invoicing area, rendered by the shell at /work/invoicing/*. */
export default function InvoicingRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route index element={<InvoiceListPage />} />
        <Route path="create" element={<InvoiceCreatePage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="mpesa" element={<MpesaPage />} />
        <Route path="price-list" element={<PriceListPage />} />
        <Route path="recurring/*" element={<RecurringRoutes />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path=":invoiceId" element={<InvoiceDetailPage />} />
        <Route path="*" element={<InvoiceNotFound />} />
      </Routes>
    </Suspense>
  );
}
