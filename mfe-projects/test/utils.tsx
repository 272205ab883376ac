import { Toaster } from '@daftari/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import ProjectsRoutes from '../src/routes/index.tsx';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; delay?: Promise<unknown> } | undefined;
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * A stand-in for /api behind `fetch`, so the real api-client (ky) runs: each handler is keyed
 * 'METHOD /path' (path without /api, query excluded) and answers `{status, body}`. Unknown routes answer
 * 404. Every call is recorded with its parsed JSON body.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: ApiCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${request.method} ${path}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'Not Found' } };
    if (reply?.delay) await reply.delay;
    const status = reply?.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply?.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, of };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the projects area at `route` the way the shell does: one router, one query client, toasts. */
export function renderProjects(route = '/work/projects') {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/work/projects/*" element={<ProjectsRoutes />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Where the router is (path and search). */
export const location = () => screen.getByTestId('location').textContent;

/** Ark/Zag deliver change callbacks asynchronously: click, then let queued work and re-renders settle. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

export async function type(element: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.input(element, { target: { value } });
    fireEvent.change(element, { target: { value } });
  });
}

export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Opens an Ark Select by its trigger and picks the option with this label. */
export async function choose(trigger: HTMLElement, option: string): Promise<void> {
  await click(trigger);
  const listbox = screen
    .getAllByRole('listbox')
    .find((element) => within(element).queryByRole('option', { name: option }));
  if (!listbox) throw new Error(`No option ${option}`);
  await click(within(listbox).getByRole('option', { name: option }));
}

/** A promise and its resolver (to hold an answer back). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
