import { AUTH_CHANGED_EVENT, currentUserQuery, getToken } from '@daftari/api-client';
import { RouterProvider } from '@daftari/router';
import { Toaster } from '@daftari/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

function useForgetUserWhenSignedOut() {
  useEffect(() => {
    const onChange = () => {
      if (getToken() === null) queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    };
    addEventListener(AUTH_CHANGED_EVENT, onChange);
    return () => removeEventListener(AUTH_CHANGED_EVENT, onChange);
  }, []);
}

export function App() {
  useForgetUserWhenSignedOut();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
