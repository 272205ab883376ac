import { Route, Routes, useLocation, useParams } from '@daftari/router';
import '../styles.css';
import { LazyEstimatePage } from '../components/LazyEstimatePage.tsx';
import { PayPage } from '../components/PayPage.tsx';
import { paymentReferenceFromSearch } from '../payment-reference.ts';

function PayPageRoute() {
  const { invoiceId = '' } = useParams();
  const { search } = useLocation();
  return <PayPage invoiceId={invoiceId} reference={paymentReferenceFromSearch(search)} />;
}

function EstimatePageRoute() {
  const { estimateId = '' } = useParams();
  return <LazyEstimatePage estimateId={estimateId} />;
}

/**
 * The public pages as the shell composes them (the shell provides the router): an invoice's pay page at
 * /link/{id} and an estimate's page at /link/estimates/{id}.
 */
export default function PayLinkRoutes() {
  return (
    <Routes>
      <Route path="estimates/:estimateId" element={<EstimatePageRoute />} />
      <Route path=":invoiceId" element={<PayPageRoute />} />
    </Routes>
  );
}
