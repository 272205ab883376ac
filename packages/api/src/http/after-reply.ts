import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './errors.ts';

/**
 * Work a route starts and does not wait for (the e-mail of a reset link), so the answer's time does not
 * depend on it. A failure is logged; `settled` waits for everything started (the server's close, tests).
 */
export class AfterReply {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: loggableError(error) }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
