import { API_PREFIX } from './prefix.ts';
import { getToken } from './token.ts';

/**
 * Sends GET /users/current with nothing but `fetch` and the stored token, for the shell's entry to start
 * before its libraries have loaded; null when signed out. Kept apart from the HTTP client so the entry does
 * not carry it. A failure is left to `fetchCurrentUser` to report.
 */
export function sendCurrentUserRequest(): Promise<Response> | null {
  const token = getToken();
  if (!token) return null;
  const sent = fetch(`${API_PREFIX}/users/current`, { headers: { Authorization: `Bearer ${token}` } });
  sent.catch(() => undefined);
  return sent;
}
