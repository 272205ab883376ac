import { Route, Routes } from '@daftari/router';
import { InvoiceNotFound } from '../components/invoice-detail/InvoiceNotFound.tsx';
import { RecurringCreatePage } from './RecurringCreatePage.tsx';
import { RecurringDetailPage } from './RecurringDetailPage.tsx';
import { RecurringListPage } from './RecurringListPage.tsx';

/** The recurring invoices, at /work/invoicing/recurring/*. */
export function RecurringRoutes() {
  return (
    <Routes>
      <Route index element={<RecurringListPage />} />
      <Route path="create" element={<RecurringCreatePage />} />
      <Route path=":seriesId" element={<RecurringDetailPage />} />
      <Route path="*" element={<InvoiceNotFound />} />
    </Routes>
  );
}
