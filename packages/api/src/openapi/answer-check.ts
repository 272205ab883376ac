import { errorBodySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isTestOnlyRoute, routeTable } from './route-table.ts';

export interface AnswerMismatch {
  route: string;
  status: number;
  issues: string[];
}

function schemaFor(route: string, status: number): z.core.$ZodType | undefined {
  // The stand-in for Paystack answers in Paystack's shapes, not the contract's.
  if (isTestOnlyRoute(route)) return undefined;
  if (status >= 400 && status < 500) return errorBodySchema;
  if (status >= 200 && status < 300) return routeTable[route]?.ok;
  return undefined;
}

const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);

/**
 * For the test suite: every JSON answer of a route in the route table (2xx) and every refusal (4xx) is
 * parsed with its contract schema. A mismatch turns the answer into a 500 naming the route and the fields,
 * so the test that met it fails, and is handed to `onMismatch`.
 */
export function installAnswerCheck(
  api: FastifyInstance,
  onMismatch: (mismatch: AnswerMismatch) => void,
): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const schema = schemaFor(route, reply.statusCode);
    if (!schema) return payload;
    const result = (schema as z.ZodType).safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const mismatch = { route, status: reply.statusCode, issues: issuesOf(result.error) };
    onMismatch(mismatch);
    reply.code(500);
    return JSON.stringify({
      error: `The answer does not match its contract schema: ${JSON.stringify(mismatch)}`,
    });
  });
}
