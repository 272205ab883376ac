/**
 * The part of react-router the apps use, and the module federation shares as the router singleton (one
 * router context for the shell and every area). Sharing react-router itself would ship all of it, server
 * and framework APIs included (about 60 KB gzip); this list is tree-shaken to what is re-exported here
 * (about 30 KB). An area that needs more of react-router adds it here, publishes a new minor version and
 * ships after the shell has been deployed with it (the shell provides this module to every area).
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
