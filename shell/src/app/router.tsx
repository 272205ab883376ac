import { createBrowserRouter, Outlet, ScrollRestoration } from '@daftari/router';
import { AuthGuard } from '../auth/AuthGuard.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { ErrorView } from '../views/ErrorView.tsx';

/** Routes whose content the spec does not show: a tidy page with their title. */
const placeholders = [
  { path: 'bills', title: 'Bills', description: 'Record what you owe suppliers and when it falls due.' },
  { path: 'work/estimates', title: 'Estimates', description: 'Send quotes that turn into invoices.' },
  { path: 'work/time-tracking', title: 'Time tracking', description: 'Log billable hours against projects.' },
  { path: 'accounting/reports', title: 'Reports', description: 'Profit and loss, balance sheet and VAT.' },
  {
    path: 'accounting/journal-entry',
    title: 'Journal entry',
    description: 'Post manual entries to the ledger.',
  },
];

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorView />,
    children: [
      // Forms only a signed-out visitor sees: their code (and react-hook-form) loads when they open.
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../auth/LoginPage.tsx')).LoginPage }),
      },
      {
        path: '/signup',
        lazy: async () => ({ Component: (await import('../auth/SignupPage.tsx')).SignupPage }),
      },
      {
        path: '/link/*',
        element: (
          <PublicLayout>
            <RemoteArea area="pay-link" />
          </PublicLayout>
        ),
      },
      {
        element: (
          <AuthGuard>
            <AppLayout />
          </AuthGuard>
        ),
        errorElement: <ErrorView />,
        children: [
          // The shell's own pages load when opened: an area's page does not wait for them.
          {
            index: true,
            lazy: async () => ({ Component: (await import('../views/HomePage.tsx')).HomePage }),
          },
          { path: 'contacts/*', element: <RemoteArea area="contacts" /> },
          { path: 'work/invoicing/*', element: <RemoteArea area="invoicing" /> },
          { path: 'work/projects/*', element: <RemoteArea area="projects" /> },
          { path: 'expenses/*', element: <RemoteArea area="expenses" /> },
          ...placeholders.map(({ path, title, description }) => ({
            path,
            lazy: async () => {
              const { PlaceholderPage } = await import('../views/PlaceholderPage.tsx');
              return { Component: () => <PlaceholderPage title={title} description={description} /> };
            },
          })),
          { path: '*', lazy: async () => ({ Component: (await import('../views/NotFound.tsx')).NotFound }) },
        ],
      },
    ],
  },
]);
