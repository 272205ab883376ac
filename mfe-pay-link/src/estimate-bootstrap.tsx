import { createRoot } from 'react-dom/client';
import EstimatePage from './components/EstimatePage.tsx';
import { estimateIdFromPath } from './link-path.ts';
import './styles.css';
import './standalone.css';

// The standalone estimate page (estimate.html, served for /link/estimates/{id}): a page of its own rather
// than a lazy part of the pay page, so the pay page's one script stays as small as it was.
createRoot(document.getElementById('root')!).render(
  <main className="pay-standalone">
    <EstimatePage estimateId={estimateIdFromPath(location.pathname)} />
  </main>,
);
