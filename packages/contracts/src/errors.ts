// zod/mini, like the current user: every app's HTTP client reads error answers, the shell's included.
import * as z from 'zod/mini';

/** Every error answer of /api: `{error}` plus, for validation failures, `details: {field: [messages]}`. */
export const errorBodySchema = z.object({
  error: z.string(),
  details: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
