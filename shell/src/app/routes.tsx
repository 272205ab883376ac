import {
  type AreaName,
  areaNames,
  areaSections,
  areas,
  type SectionName,
  sectionNames,
} from '@daftari/contracts';
import { type createBrowserRouter, Outlet, ScrollRestoration } from '@daftari/router';
import { AuthGuard } from '../auth/AuthGuard.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { ErrorView } from '../views/ErrorView.tsx';

/** An area's screens at its base path and every path under it; a public area in the customers' frame. */
function areaRoute(area: AreaName) {
  const screens = <RemoteArea area={area} />;
  return {
    path: `${areas[area].basePath}/*`,
    element: areas[area].public ? <PublicLayout>{screens}</PublicLayout> : screens,
  };
}

/** A section's screens at its base path and every path under it, from the module its area exposes for it. */
function sectionRoute(name: SectionName) {
  const { area, module, title, basePath } = areaSections[name];
  return { path: `${basePath}/*`, element: <RemoteArea area={area} section={{ module, title }} /> };
}

const publicAreas = areaNames.filter((area) => areas[area].public);
const ownerAreas = areaNames.filter((area) => !areas[area].public);

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Every page of the app: the shell's own, each area's and each section's. */
export const routes = [
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
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('../auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      // The link of the reset e-mail: public, whether or not this browser is signed in.
      {
        path: '/reset-password/:token',
        lazy: async () => ({ Component: (await import('../auth/ResetPasswordPage.tsx')).ResetPasswordPage }),
      },
      // The link of the invitation e-mail: public, for a new person or a signed-in one.
      {
        path: '/invite/:token',
        lazy: async () => ({ Component: (await import('../auth/InvitationPage.tsx')).InvitationPage }),
      },
      ...publicAreas.map(areaRoute),
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
          {
            path: '/settings/audit',
            lazy: async () => ({
              Component: (await import('../settings/audit/AuditTrailPage.tsx')).AuditTrailPage,
            }),
          },
          {
            path: '/settings/team',
            lazy: async () => ({ Component: (await import('../settings/team/TeamPage.tsx')).TeamPage }),
          },
          {
            path: '/settings/lock-date',
            lazy: async () => ({ Component: (await import('../settings/LockDatePage.tsx')).LockDatePage }),
          },
          {
            path: '/settings/business',
            lazy: async () => ({
              Component: (await import('../settings/business/BusinessDetailsPage.tsx')).BusinessDetailsPage,
            }),
          },
          {
            path: '/settings/invoice-design',
            lazy: async () => ({
              Component: (await import('../settings/business/InvoiceDesignPage.tsx')).InvoiceDesignPage,
            }),
          },
          {
            path: '/settings/payments-email',
            lazy: async () => ({
              Component: (await import('../settings/payments-email/PaymentsEmailPage.tsx')).PaymentsEmailPage,
            }),
          },
          {
            path: '/settings/documents',
            lazy: async () => ({
              Component: (await import('../settings/documents/DocumentsPage.tsx')).DocumentsPage,
            }),
          },
          {
            path: '/settings/exchange-rates',
            lazy: async () => ({
              Component: (await import('../settings/exchange-rates/ExchangeRatesPage.tsx')).ExchangeRatesPage,
            }),
          },
          {
            path: '/settings/data',
            lazy: async () => ({
              Component: (await import('../settings/export-import/DataPage.tsx')).DataPage,
            }),
          },
          {
            path: '/settings/security',
            lazy: async () => ({ Component: (await import('../settings/SecurityPage.tsx')).SecurityPage }),
          },
          ...ownerAreas.map(areaRoute),
          ...sectionNames.map(sectionRoute),
          { path: '*', lazy: async () => ({ Component: (await import('../views/NotFound.tsx')).NotFound }) },
        ],
      },
    ],
  },
] satisfies Parameters<typeof createBrowserRouter>[0];
