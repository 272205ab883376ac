/** The bearer token lives in local storage under this key, so every app on the origin shares the session. */
export const TOKEN_KEY = 'auth_token';

/** Fired on window whenever the token is stored or removed, so the shell can react to a 401 anywhere. */
export const AUTH_CHANGED_EVENT = 'daftari:auth-changed';

export function getToken(): string | null {
  return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

export function clearToken(): void {
  if (getToken() === null) return;
  localStorage.removeItem(TOKEN_KEY);
  dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

/** The token is the part of the `Authorization` header after the first space. */
export function tokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const space = header.indexOf(' ');
  const token = space === -1 ? '' : header.slice(space + 1).trim();
  return token || null;
}
