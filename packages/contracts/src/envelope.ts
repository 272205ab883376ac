import { z } from 'zod';

/** A single resource answer: `{data: ...}`. */
export function dataEnvelope<T extends z.core.SomeType>(schema: T) {
  return z.object({ data: schema });
}

/** GET /api/health (public): `{data:{status:"ok"}}`. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
