import { z } from 'zod';

/** Every error answer of /api: `{error}` plus, for validation failures, `details: {field: [messages]}`. */
export const errorBodySchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
