import { currentUserEnvelopeSchema, type LoginRequest, type SignupRequest } from '@daftari/contracts';
import { ApiError } from './errors.ts';
import { http, send, sendEmpty } from './http.ts';
import { clearToken, setToken, tokenFromHeader } from './token.ts';

async function signIn(path: 'login' | 'signup', json: unknown, fallback: string) {
  const { body, response } = await send(currentUserEnvelopeSchema, () => http.post(path, { json }), fallback);
  const token = tokenFromHeader(response.headers.get('Authorization'));
  if (!token) throw new ApiError(fallback, response.status);
  setToken(token);
  return body.data;
}

export const login = (credentials: LoginRequest) => signIn('login', credentials, 'Login failed');

export const signup = (request: SignupRequest) => signIn('signup', request, 'Sign up failed');

export async function logout(): Promise<void> {
  await sendEmpty(() => http.delete('logout'), 'Logout failed');
  clearToken();
}

/**
 * GET /users/current. `sent`: that request already on its way (`sendCurrentUserRequest`), its answer read
 * through the same checks, so a 401 still signs the visitor out.
 */
export async function fetchCurrentUser(sent?: Promise<Response>) {
  const { body } = await send(
    currentUserEnvelopeSchema,
    () => http.get('users/current', sent ? { fetch: () => sent } : {}),
    'Failed to get current user',
  );
  return body.data;
}
