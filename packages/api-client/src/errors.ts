import { errorBodySchema } from '@daftari/contracts';

/** An answer from /api other than 2xx, carrying the server's `{error}` message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly details: Record<string, string[]> | undefined = undefined,
  ) {
    super(message);
  }
}

export async function apiErrorFrom(response: Response, fallback: string): Promise<ApiError> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(parsed.data.error, response.status, parsed.data.details)
    : new ApiError(fallback, response.status);
}

/** The message to show for a failed call: the server's error, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Like `errorMessage`, but an answer that does not match the contract (a ZodError from parsing it; told by its name, so this module does not load zod) is not
 * something an owner can act on: it shows the fallback too.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'ZodError') return fallback;
  return errorMessage(error, fallback);
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Not found and signed out are answers, not hiccups: no retries for them; anything else twice more. */
export const retryUnlessNotFound = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 401)) && failureCount < 2;
