import { errorBodySchema } from '@daftari/contracts';
import type { Route } from './requests.ts';

/** The longest error message or detail an answer may carry: longer ones echo the input back. */
export const MAX_MESSAGE = 300;

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Why `body` is not the contract's error shape (and nothing else), or null when it is. */
function errorShapeProblem(body: unknown): string | null {
  const extra = isRecord(body) ? Object.keys(body).filter((key) => !(key in errorBodySchema.shape)) : [];
  if (extra.length) return `keys besides error/details: ${extra.join(', ')}`;
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return 'not {error: string, details?: {field: [messages]}}';
  const { error, details = {} } = parsed.data;
  if (error.length > MAX_MESSAGE) return `error of ${error.length} characters`;
  for (const [field, messages] of Object.entries(details)) {
    if (field.length > MAX_MESSAGE) return `details field name of ${field.length} characters`;
    const long = messages.find((message) => message.length > MAX_MESSAGE);
    if (long) return `details.${field} message of ${long.length} characters`;
  }
  return null;
}

/**
 * The built-in test checkout stands in for Paystack: its own API answers as Paystack does
 * (`{status:false, message}`) and its checkout pages are HTML, by design.
 */
const isPaystackStandIn = (url: string) => url.startsWith('/api/test-paystack/');
function paystackShapeProblem(answer: Answer, body: unknown): string | null {
  if (answer.contentType.startsWith('text/html')) return null;
  if (isRecord(body) && body.status === false && typeof body.message === 'string') return null;
  return errorShapeProblem(body);
}

/**
 * What is wrong with an answer, or null: a 5xx; a success for a request naming another account's record
 * (`foreign`); an error answer that is not JSON of the error shape, or that carries a message long enough
 * to be an echo of the input. Other success answers are not looked at.
 */
export function answerProblem(route: Route, answer: Answer, foreign = false): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (foreign && answer.status < 300) return `${answer.status} for another account's record`;
  if (answer.status < 400) return null;
  const body = jsonOf(answer.body);
  const problem = isPaystackStandIn(route.url)
    ? paystackShapeProblem(answer, body)
    : !answer.contentType.startsWith('application/json')
      ? `content-type ${answer.contentType || 'none'}`
      : errorShapeProblem(body);
  // Fastify's own error codes tell apart answers of the same shape raised at different places.
  const code = isRecord(body) && typeof body.code === 'string' ? ` (${body.code})` : '';
  return problem ? `${answer.status}${code} outside {error}: ${problem}` : null;
}

/** The body of an answer as a report shows it: short. */
export const excerpt = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
