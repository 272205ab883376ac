import { createRoot } from 'react-dom/client';
import { PayPage } from './components/PayPage.tsx';
import { invoiceIdFromPath } from './link-path.ts';
import { paymentReferenceFromSearch } from './payment-reference.ts';
import './styles.css';
import './standalone.css';

// The standalone page customers open: no shell, no router, no other remote, and no federation runtime
// (rsbuild.config.ts builds it as a plain page).
createRoot(document.getElementById('root')!).render(
  <main className="pay-standalone">
    <PayPage
      invoiceId={invoiceIdFromPath(location.pathname)}
      reference={paymentReferenceFromSearch(location.search)}
    />
  </main>,
);
