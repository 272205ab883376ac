import { vi } from 'vitest';

/**
 * XMLHttpRequest over the stubbed `fetch` (mockApi), so an upload with progress reaches the test's /api: it
 * reports the whole body sent, then the answer.
 */
class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers = new Headers();
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url, globalThis.location.href).href;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }
  send(body: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
    this.upload.onload?.();
    const request = new Request(this.url, { method: this.method, body, headers: this.headers });
    globalThis.fetch(request).then(
      async (response) => {
        this.status = response.status;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

export const useFetchXhr = () => vi.stubGlobal('XMLHttpRequest', FetchXhr);
