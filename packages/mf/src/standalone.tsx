import { queryClientConfig } from '@daftari/api-client';
import { BrowserRouter, Route, Routes } from '@daftari/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

interface Mount {
  basePath: string;
  Screens: ComponentType;
}

/**
 * Runs a remote on its own (its dev server): its routes under the area's path, and the screens of its
 * sections under theirs, with a query client of its own set up like the shell's. In the composed app the
 * shell provides both instead.
 */
export function renderStandalone(options: Mount & { sections?: Mount[]; extras?: ReactNode }) {
  const { sections = [], extras } = options;
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={new QueryClient(queryClientConfig)}>
      <BrowserRouter>
        <Routes>
          {[options, ...sections].map(({ basePath, Screens }) => (
            <Route key={basePath} path={`${basePath}/*`} element={<Screens />} />
          ))}
        </Routes>
      </BrowserRouter>
      {extras}
    </QueryClientProvider>,
  );
}
