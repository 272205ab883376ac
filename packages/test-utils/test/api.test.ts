import { describe, expect, it } from 'vitest';
import { deferred } from '../src/deferred.ts';
import { mockApi } from '../src/index.ts';

const json = (path: string, init?: RequestInit) => fetch(path, init).then((response) => response.json());

describe('mockApi', () => {
  it('answers a route by its exact key and records the call with its query and JSON body', async () => {
    const api = mockApi({ 'POST /invoices': (call) => ({ status: 201, body: { got: call.body } }) });
    const response = await fetch('/api/invoices?draft=1', {
      method: 'POST',
      body: JSON.stringify({ total: 5 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ got: { total: 5 } });
    const [call] = api.of('POST', '/invoices');
    expect(call?.query.get('draft')).toBe('1');
    expect(call?.body).toEqual({ total: 5 });
    expect(api.calls).toHaveLength(1);
  });

  it('matches a :param segment, prefers an exact key, and answers 404 for anything else', async () => {
    mockApi({
      'GET /contacts/:id': (call) => ({ body: { pattern: call.path } }),
      'GET /contacts/7': () => ({ body: { exact: true } }),
    });
    expect(await json('/api/contacts/3')).toEqual({ pattern: '/contacts/3' });
    expect(await json('/api/contacts/7')).toEqual({ exact: true });
    const missing = await fetch('/api/contacts/3/edit');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
    expect((await fetch('/api/contacts/3', { method: 'DELETE' })).status).toBe(404);
  });

  it('reads a multipart body part by part, empty fields and files included', async () => {
    const api = mockApi({ 'POST /expenses': () => ({ status: 204 }) });
    const body = new FormData();
    body.append('description', '');
    body.append('file', new File(['abc'], 'receipt.jpg', { type: 'image/jpeg' }));
    const response = await fetch('/api/expenses', { method: 'POST', body });
    expect(response.status).toBe(204);
    const { form } = api.of('POST', '/expenses')[0]!;
    expect(form?.description).toBe('');
    const file = form?.file as File;
    expect([file.name, file.type, await file.text()]).toEqual(['receipt.jpg', 'image/jpeg', 'abc']);
  });

  it('sends a Blob as it is, holds an answer back until its delay settles, and fails like a network', async () => {
    const hold = deferred();
    mockApi({
      'GET /file': () => ({ body: new Blob(['raw'], { type: 'text/plain' }), delay: hold.promise }),
      'GET /down': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    let answered = false;
    const pending = fetch('/api/file').then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    hold.resolve();
    const response = await pending;
    expect(response.headers.get('Content-Type')).toBe('text/plain');
    expect(await response.text()).toBe('raw');
    await expect(fetch('/api/down')).rejects.toThrow('Failed to fetch');
  });

  it('reads the handlers at each call, so a test can add a route later', async () => {
    const handlers = {};
    mockApi(handlers);
    expect((await fetch('/api/late')).status).toBe(404);
    Object.assign(handlers, { 'GET /late': () => ({ body: { ok: true } }) });
    expect(await json('/api/late')).toEqual({ ok: true });
  });
});
