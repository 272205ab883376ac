import { Route, Routes } from '@daftari/router';
import '../styles.css';
import { InvoiceNotFound } from '../components/invoice-detail/InvoiceNotFound.tsx';
import { InvoiceCreatePage } from './InvoiceCreatePage.tsx';
import { InvoiceDetailPage } from './InvoiceDetailPage.tsx';
import { InvoiceListPage } from './InvoiceListPage.tsx';
import { MpesaPage } from './MpesaPage.tsx';
import { OutboxPage } from './OutboxPage.tsx';
import { RecurringRoutes } from './RecurringRoutes.tsx';
import { SettingsPage } from './SettingsPage.tsx';

/** The invoicing area, rendered by the shell at /work/invoicing/*. */
export default function InvoicingRoutes() {
  return (
    <Routes>
      <Route index element={<InvoiceListPage />} />
      <Route path="create" element={<InvoiceCreatePage />} />
      <Route path="outbox" element={<OutboxPage />} />
      <Route path="mpesa" element={<MpesaPage />} />
      <Route path="recurring/*" element={<RecurringRoutes />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path=":invoiceId" element={<InvoiceDetailPage />} />
      <Route path="*" element={<InvoiceNotFound />} />
    </Routes>
  );
}
