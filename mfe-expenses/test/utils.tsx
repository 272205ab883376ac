import { Toaster } from '@daftari/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** A multipart body: each part by name (text as string, files as File). */
  form?: Record<string, string | File>;
}

type Reply = { status?: number; body?: unknown; delay?: Promise<unknown> } | undefined;
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * A multipart body, part by part. Not `Request.formData()`: happy-dom's drops parts whose value is empty,
 * and the form sends empty optional fields on purpose.
 */
function parseMultipart(contentType: string, buffer: ArrayBuffer): Record<string, string | File> {
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  const bytes = new Uint8Array(buffer);
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const form: Record<string, string | File> = {};
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)![1]!;
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) {
      form[name] = new TextDecoder().decode(Uint8Array.from(content, (char) => char.charCodeAt(0)));
    } else {
      const type = /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? '';
      form[name] = new File([Uint8Array.from(content, (char) => char.charCodeAt(0))], filename, { type });
    }
  }
  return form;
}

/**
 * Stubs fetch for /api: each handler is keyed 'METHOD /path' (path without /api, query excluded) and
 * answers `{status, body}`. Unknown routes answer 404. Every call is recorded.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
    let form: Record<string, string | File> | undefined;
    let text = '';
    if (multipart) {
      form = parseMultipart(request.headers.get('Content-Type')!, await request.arrayBuffer());
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      text = await request.text();
    }
    const call: ApiCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      form,
    };
    calls.push(call);
    const handler = handlers[`${request.method} ${path}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'Not found' } };
    if (reply?.delay) await reply.delay;
    const status = reply?.status ?? 200;
    if (status === 204) return new Response(null, { status });
    if (reply?.body instanceof Blob) {
      return new Response(reply.body, { status, headers: { 'Content-Type': reply.body.type } });
    }
    return new Response(JSON.stringify(reply?.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, of, fetchMock };
}

/** Where the router is (for asserting navigation). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(element: ReactElement, options: { route: string; path: string }) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
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

/** Chooses files on an <input type="file">. */
export async function chooseFile(input: HTMLElement, file: File): Promise<void> {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  });
}

/** A File of `size` bytes. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Opens a Menu by its trigger and runs the item: a real click starts with pointerdown, which Zag highlights. */
export async function pickMenuItem(trigger: HTMLElement, name: RegExp | string): Promise<HTMLElement> {
  await click(trigger);
  await settle();
  const item = within(screen.getByRole('menu')).getByRole('menuitem', { name });
  await act(async () => {
    fireEvent.pointerDown(item);
  });
  await click(item);
  await settle();
  return item;
}
