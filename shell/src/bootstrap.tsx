import { currentUserQuery, fetchCurrentUser } from '@daftari/api-client';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './app/query-client.ts';
import './styles.css';

/**
 * Renders the shell once the remotes are registered (their config was fetched while this code loaded). The
 * current user's request, when the entry sent one, fills the query cache; the answer can be read only once,
 * so a failure is not retried from it (the guard asks again).
 */
export async function start(
  remotesReady: Promise<void>,
  currentUser: Promise<Response> | null,
): Promise<void> {
  if (currentUser) {
    void queryClient.prefetchQuery({
      ...currentUserQuery,
      queryFn: () => fetchCurrentUser(currentUser),
      retry: false,
    });
  }
  await remotesReady;
  createRoot(document.getElementById('root')!).render(<App />);
}
