import { errorMessage } from '@daftari/api-client';
import { toast } from '@daftari/ui';
import { ZodError } from 'zod';

/**
 * The message to show for a failed call: the server's `{error}`, else `fallback`. An answer that does not
 * match the contract (a ZodError from parsing it) is not something an owner can act on: it shows the
 * fallback too.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ZodError) return fallback;
  return errorMessage(error, fallback);
}

/** A toast for a failed action: the title, and the server's message under it when there is one. */
export function toastError(title: string, error: unknown) {
  const message = messageOf(error, '');
  toast.error(title, message && message !== title ? { description: message } : undefined);
}
