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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an answer its schema does not name: what parsing dropped (a contract object keeps only the
 * keys it declares). A renamed field shows here even where the schema's own name for it is optional.
 */
function undeclaredFields(answer: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) {
    return answer.flatMap((item, index) => undeclaredFields(item, parsed[index], [...path, String(index)]));
  }
  if (!isPlainObject(answer) || !isPlainObject(parsed)) return [];
  return Object.keys(answer).flatMap((key) =>
    key in parsed
      ? undeclaredFields(answer[key], parsed[key], [...path, key])
      : [`${[...path, key].join('.')}: not in the contract schema`],
  );
}

/**
 * For the test suite: every JSON answer of a route in the route table (2xx) and every refusal (4xx) is
 * parsed with its contract schema, and may carry no field the schema does not declare. A mismatch turns the answer into a 500 naming the route and the fields,
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
    const answer: unknown = JSON.parse(payload);
    const result = (schema as z.ZodType).safeParse(answer);
    const issues = result.success ? undeclaredFields(answer, result.data) : issuesOf(result.error);
    if (issues.length === 0) return payload;
    const mismatch = { route, status: reply.statusCode, issues };
    onMismatch(mismatch);
    reply.code(500);
    return JSON.stringify({
      error: `The answer does not match its contract schema: ${JSON.stringify(mismatch)}`,
    });
  });
}
