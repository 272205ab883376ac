import { call } from './client.ts';

const describe = (body: unknown) =>
  Buffer.isBuffer(body) ? body.toString().replace(/\s+/g, ' ').slice(0, 200) : JSON.stringify(body);

export interface LoadFigures {
  sent: number;
  failed: number;
  /** The first failures, as `METHOD path: status or error`. */
  failures: string[];
  /** Every contact a POST answered 201 for. */
  createdContactIds: number[];
  /** Whether a loop stopped at its cap rather than after the restarts (they took too long). */
  reachedCap: boolean;
}

interface LoadOptions {
  base: string;
  token: string;
  loops: number;
  /** Requests each loop sends once `done` has resolved, so the load outlasts the last restart. */
  tail: number;
  /** The most requests one loop sends, whatever happens: the load always ends by itself. */
  cap: number;
  /** Resolves when the restarts are over. */
  done: Promise<void>;
  /** Told after each answered request, for the restarts to start on progress rather than on a clock. */
  onAnswer?: (sent: number) => void;
}

/**
 * `loops` concurrent clients, each sending in turn: create a contact, list invoices, read the contact back.
 * Anything but the expected status, or a network error, is a failure.
 */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const figures: LoadFigures = { sent: 0, failed: 0, failures: [], createdContactIds: [], reachedCap: false };
  let finished = false;
  void options.done.then(() => {
    finished = true;
  });
  const request = async (method: string, path: string, expected: number, json?: unknown) => {
    figures.sent += 1;
    try {
      const answer = await call<{ data: { id: number } }>(options.base, method, path, {
        token: options.token,
        json,
      });
      if (answer.status !== expected) throw new Error(`${answer.status} ${describe(answer.body)}`);
      return answer.body.data;
    } catch (error) {
      figures.failed += 1;
      if (figures.failures.length < 20)
        figures.failures.push(`${method} ${path}: ${(error as Error).message}`);
      return null;
    } finally {
      options.onAnswer?.(figures.sent);
    }
  };
  const loop = async (index: number) => {
    let tail = 0;
    for (let n = 0; n < options.cap; n += 3) {
      if (finished) tail += 3;
      if (tail > options.tail) return false;
      const contact = await request('POST', '/contacts', 201, {
        contact: { first_name: `Load ${index}`, last_name: `Request ${n}`, company_name: null },
      });
      if (contact) figures.createdContactIds.push(contact.id);
      await request('GET', '/invoices?per_page=5', 200);
      if (contact) await request('GET', `/contacts/${contact.id}`, 200);
    }
    return true;
  };
  const capped = await Promise.all(Array.from({ length: options.loops }, (_, index) => loop(index)));
  figures.reachedCap = capped.some(Boolean);
  return figures;
}
