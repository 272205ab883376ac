// @vitest-environment happy-dom
import { currentUserSchema, dataEnvelope } from '@daftari/contracts';
import { user } from '@daftari/test-utils/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, login } from '../src/auth.ts';
import { sendCurrentUserRequest } from '../src/current-user-request.ts';
import { ApiError, errorMessage } from '../src/errors.ts';
import { getToken, setToken } from '../src/token.ts';

const owner = user();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('api-client against /api', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('the fixture is a valid current user', () => {
    expect(dataEnvelope(currentUserSchema).parse({ data: owner }).data.email).toBe(owner.email);
  });

  it('login sends the credentials as they are and stores the token from the Authorization header', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: owner }, { Authorization: 'Bearer t0k3n' }));
    await expect(login({ email: owner.email, password: 'secret123' })).resolves.toEqual(owner);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/login');
    expect(await request.json()).toEqual({ email: owner.email, password: 'secret123' });
    expect(getToken()).toBe('t0k3n');
  });

  it('sends the stored token as a bearer header', async () => {
    setToken('t0k3n');
    fetchMock.mockResolvedValueOnce(json(200, { data: owner }));
    await fetchCurrentUser();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('a 401 clears the stored token and carries the server message', async () => {
    setToken('expired');
    fetchMock.mockResolvedValueOnce(json(401, { error: 'Not authenticated' }));
    const failure = await fetchCurrentUser().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe('Not authenticated');
    expect(getToken()).toBeNull();
  });

  it('falls back to the screen text when the answer has no error field', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const failure = await login({ email: 'a@b.co', password: 'x' }).catch((error: unknown) => error);
    expect(errorMessage(failure, 'unused')).toBe('Login failed');
  });

  it('rethrows errors that are not HTTP answers unchanged', async () => {
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(offline);
    await expect(fetchCurrentUser()).rejects.toBe(offline);
  });

  it('signed out, the early current-user request is not sent', () => {
    expect(sendCurrentUserRequest()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the early current-user request carries the token, and its answer is read without asking again', async () => {
    setToken('t0k3n');
    fetchMock.mockResolvedValueOnce(json(200, { data: owner }));
    const sent = sendCurrentUserRequest()!;
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/current');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t0k3n');
    await expect(fetchCurrentUser(sent)).resolves.toEqual(owner);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 to the early request still clears the token and reports the server message', async () => {
    setToken('expired');
    fetchMock.mockResolvedValueOnce(json(401, { error: 'Not authenticated' }));
    const failure = await fetchCurrentUser(sendCurrentUserRequest()!).catch((error: unknown) => error);
    expect((failure as ApiError).message).toBe('Not authenticated');
    expect(getToken()).toBeNull();
  });
});
