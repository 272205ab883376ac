import { Route, Routes } from 'react-router';
import '../styles.css';
import { InvoiceListPage } from './InvoiceListPage.tsx';

export default function InvoicingRoutes() {
  return (
    <Routes>
      <Route index element={<InvoiceListPage />} />
    </Routes>
  );
}
