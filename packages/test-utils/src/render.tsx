import { MemoryRouter, Route, Routes, useLocation } from '@daftari/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';

/** Where the router is, for asserting navigation (read it with `location()`). */
function LocationProbe() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}

export interface RenderPageOptions {
  /** The URL the router starts at. */
  route: string;
  /** The route pattern `element` is rendered at; any other path shows 'Elsewhere'. */
  path: string;
}

/**
 * Renders `element` the way the shell does: inside one router, one query client (no retries, nothing
 * collected or refetched behind the test's back) and the toasts.
 */
export function renderPage(
  element: ReactElement,
  options: RenderPageOptions,
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route]}>
        <Routes>
          <Route path={options.path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The in-app URL of the page `renderPage` rendered (path and search). */
export const location = (): string | null => screen.getByTestId('location').textContent;
