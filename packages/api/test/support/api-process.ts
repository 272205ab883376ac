import { type ChildProcess, spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `src/main.ts` as its own process (through tsx), its stdout read line by line. */
export interface ApiProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the first line (already printed or to come) that contains `text`. */
  line: (text: string) => Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function startApiProcess(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting: { text: string; resolve: (line: string) => void }[] = [];
  const reader = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiting.filter((candidate) => line.includes(candidate.text))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  if (child.stdout) reader(child.stdout);
  if (child.stderr) reader(child.stderr);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    line: (text) => {
      const seen = lines.find((line) => line.includes(text));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ text, resolve });
        void exited.then((code) =>
          reject(new Error(`the API exited (${code}) before printing "${text}":\n${lines.join('\n')}`)),
        );
      });
    },
  };
}

/** A keep-alive connection that has had one answer and now sits idle; `closed` resolves when the server ends it. */
export async function idleKeepAlive(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let received = '';
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      // The live probe's body is `{"data":{"status":"ok"}}`: the whole answer has arrived.
      if (received.endsWith('}}')) resolve();
    });
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
  return { socket, closed };
}

/** Resolves with the error code of a new connection to `port` (e.g. ECONNREFUSED), or 'connected'. */
function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * Connects to `port` until a connection is refused, and resolves with what the last attempt met. A listener
 * closes a moment after its idle connections (the same call, but the process may be preempted between the
 * two), so an attempt right after seeing them closed may still be accepted, or be reset by the kernel when the
 * listener closes with it still in its backlog; anything else ends the loop and is answered.
 */
export async function refusedConnection(port: number): Promise<string> {
  for (;;) {
    const outcome = await connectOutcome(port);
    if (outcome !== 'connected' && outcome !== 'ECONNRESET') return outcome;
  }
}
