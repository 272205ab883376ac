import { queryClientConfig } from '@daftari/api-client';
import { BrowserRouter, Route, Routes } from '@daftari/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Runs a remote on its own (its dev server): its routes under the area's path, with a query client of its
 * own set up like the shell's. In the composed app the shell provides both instead.
 */
export function renderStandalone(options: { basePath: string; Screens: ComponentType; extras?: ReactNode }) {
  const { basePath, Screens, extras } = options;
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={new QueryClient(queryClientConfig)}>
      <BrowserRouter>
        <Routes>
          <Route path={`${basePath}/*`} element={<Screens />} />
        </Routes>
      </BrowserRouter>
      {extras}
    </QueryClientProvider>,
  );
}
