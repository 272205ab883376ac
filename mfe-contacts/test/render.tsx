import { renderPage } from '@daftari/test-utils';
import ContactsRoutes from '../src/routes/index.tsx';

/** Renders the contacts area at `route` the way the shell does: one router, one query client, toasts. */
export const renderContacts = (route = '/contacts') =>
  renderPage(<ContactsRoutes />, { route, path: '/contacts/*' });
