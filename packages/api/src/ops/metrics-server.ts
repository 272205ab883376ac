import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * The Prometheus text exposition at `GET /metrics` on a listener of its own (METRICS_PORT, METRICS_HOST),
 * never on the public ports; anything else answers 404.
 */
export async function startMetricsServer(
  registry: Registry,
  listen: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        onError(error);
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":"Metrics unavailable"}');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
