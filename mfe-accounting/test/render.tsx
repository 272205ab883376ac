import { renderPage } from '@daftari/test-utils';
import AccountingRoutes from '../src/routes/index.tsx';

/** Renders the accounting area at `route` the way the shell does: one router, one query client, toasts. */
export const renderAccounting = (route = '/accounting') =>
  renderPage(<AccountingRoutes />, { route, path: '/accounting/*' });
