import { connect } from 'node:net';
import type { Answer } from './checks.ts';

/** How long a raw request waits for an answer after sending everything it will send. */
const ANSWER_WAIT_MS = 3000;

/** A request `app.inject` cannot send: bytes written to a socket as they are. */
export interface RawRequest {
  label: string;
  head: string;
  body?: string;
}

function decodeChunked(text: string): string {
  let rest = text;
  let out = '';
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, end), 16);
    if (end < 0 || !Number.isFinite(size) || size === 0) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 4 + size);
  }
}

/** The answer in the bytes a server wrote back, or null when it wrote nothing. */
function parseAnswer(text: string): Answer | null {
  const split = text.indexOf('\r\n\r\n');
  if (!text || split < 0) return null;
  const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const raw = text.slice(split + 4);
  const length = Number(headers.get('content-length') ?? Number.NaN);
  const body =
    headers.get('transfer-encoding') === 'chunked' ? decodeChunked(raw) : raw.slice(0, length || undefined);
  return { status: Number(statusLine.split(' ')[1]), contentType: headers.get('content-type') ?? '', body };
}

/**
 * Writes the request, waits a moment, half-closes the connection (a client that stopped sending) and reads
 * the answer until the server closes or ANSWER_WAIT_MS pass. A server that never answers a request it
 * never fully received is within its rights: that is null, not a problem.
 */
export function sendRaw(port: number, request: RawRequest): Promise<Answer | null> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => {
      socket.write(`${request.head}\r\n\r\n${request.body ?? ''}`);
      setTimeout(() => {
        socket.end();
        timer = setTimeout(finish, ANSWER_WAIT_MS);
      }, 20);
    });
  });
}

/** A route's url with every `:param` set to `value`. */
const withParams = (url: string, value: string) => url.replace(/:\w+/g, value);

/**
 * The raw requests for one route, its parameters set to `id`: a body shorter than its Content-Length,
 * broken chunking, an over-long URL and (with parameters) an over-long parameter.
 */
export function rawRequests(method: string, url: string, id: string, token: string): RawRequest[] {
  const head = (target: string, ...lines: string[]) =>
    [
      `${method} ${target} HTTP/1.1`,
      'Host: localhost',
      `Authorization: Bearer ${token}`,
      'Connection: close',
      ...lines,
    ].join('\r\n');
  const path = withParams(url, id);
  const json = 'Content-Type: application/json';
  return [
    {
      label: 'Content-Length larger than the body',
      head: head(path, json, 'Content-Length: 100'),
      body: '{"a":1}',
    },
    {
      label: 'broken chunked encoding',
      head: head(path, json, 'Transfer-Encoding: chunked'),
      body: 'zz\r\n{}\r\n',
    },
    { label: '20,000-character URL', head: head(`${path}?q=${'q'.repeat(20_000)}`) },
    ...(url.includes(':')
      ? [{ label: '2,000-character parameter', head: head(withParams(url, 's'.repeat(2000))) }]
      : []),
  ];
}
