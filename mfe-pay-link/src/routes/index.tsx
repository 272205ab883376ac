import { Route, Routes, useParams } from 'react-router';
import '../styles.css';
import { PayPage } from '../components/PayPage.tsx';

function PayPageRoute() {
  const { invoiceId = '' } = useParams();
  return <PayPage invoiceId={invoiceId} />;
}

/** The pay page as the shell composes it at /link/{id}. */
export default function PayLinkRoutes() {
  return (
    <Routes>
      <Route path=":invoiceId" element={<PayPageRoute />} />
    </Routes>
  );
}
