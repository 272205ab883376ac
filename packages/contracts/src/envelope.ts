import { z } from 'zod';

/** A single resource answer: `{data: ...}`. */
export function dataEnvelope<T extends z.core.SomeType>(schema: T) {
  return z.object({ data: schema });
}

/** GET /api/health (public): `{data:{status:"ok"}}`. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/ready (public): each part readiness checks, `"ok"` or a short public reason. */
export const readinessSchema = z.object({
  database: z.string(),
  migrations: z.string(),
  storage: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;
