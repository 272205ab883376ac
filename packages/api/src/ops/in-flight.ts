import type { FastifyInstance } from 'fastify';

/** The requests being answered right now by the listeners that share it, for the shutdown log. */
export class InFlightRequests {
  private readonly open = new Map<number, string>();
  private next = 0;

  list(): string[] {
    return [...this.open.values()];
  }

  /** Tracks `app`'s requests; once `closing()` holds, every answer asks the client to close its connection. */
  install(app: FastifyInstance, closing: () => boolean): void {
    app.addHook('onRequest', async (request, reply) => {
      const id = this.next++;
      this.open.set(id, `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`);
      reply.raw.once('close', () => this.open.delete(id));
    });
    // A keep-alive connection left open after its answer would keep this process's drain waiting and the
    // client sending here; closed, the client retries on another instance.
    app.addHook('onSend', async (_request, reply) => {
      if (closing()) reply.header('connection', 'close');
    });
  }
}
