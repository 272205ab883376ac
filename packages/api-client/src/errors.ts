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
