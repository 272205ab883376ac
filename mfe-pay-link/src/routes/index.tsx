import { Route, Routes, useLocation, useParams } from '@daftari/router';
import '../styles.css';
import { PayPage } from '../components/PayPage.tsx';
import { paymentReferenceFromSearch } from '../payment-reference.ts';

function PayPageRoute() {
  const { invoiceId = '' } = useParams();
  const { search } = useLocation();
  return <PayPage invoiceId={invoiceId} reference={paymentReferenceFromSearch(search)} />;
}

/** The pay page as the shell composes it at /link/{id} (the shell provides the router). */
export default function PayLinkRoutes() {
  return (
    <Routes>
      <Route path=":invoiceId" element={<PayPageRoute />} />
    </Routes>
  );
}
