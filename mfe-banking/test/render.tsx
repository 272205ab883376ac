import { renderPage } from '@daftari/test-utils';
import BankingRoutes from '../src/routes/index.tsx';

/** Renders the banking area at `route` the way the shell does: one router, one query client, toasts. */
export const renderBanking = (route = '/banking') =>
  renderPage(<BankingRoutes />, { route, path: '/banking/*' });
