import * as c from '@daftari/contracts';
import { z } from 'zod';

/** What one route takes and answers, in the contracts' zod schemas. `ok` is every 2xx body; none is a 204. */
export interface RouteSchemas {
  summary: string;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  ok?: z.core.$ZodType;
  public?: true;
}

export const one = <T extends z.core.SomeType>(schema: T) => c.dataEnvelope(schema);
export const page = <T extends z.core.SomeType>(schema: T) =>
  z.object({ data: z.array(schema), meta: c.pageMetaSchema });
export const all = <T extends z.core.SomeType>(schema: T) => z.object({ data: z.array(schema) });
