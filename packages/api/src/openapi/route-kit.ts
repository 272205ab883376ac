import * as c from '@daftari/contracts';
import { z } from 'zod';

/** What one route takes and answers, in the contracts' zod schemas. `ok` is every 2xx body; none is a 204. */
export interface RouteSchemas {
  summary: string;
  body?: z.core.$ZodType;
  /** The fields of a multipart/form-data body (beside `body` where the route also takes JSON). */
  form?: z.core.$ZodType;
  query?: z.core.$ZodType;
  ok?: z.core.$ZodType;
  public?: true;
}

export const one = <T extends z.core.SomeType>(schema: T) => c.dataEnvelope(schema);
export const page = <T extends z.core.SomeType>(schema: T) =>
  z.object({ data: z.array(schema), meta: c.pageMetaSchema });
export const all = <T extends z.core.SomeType>(schema: T) => z.object({ data: z.array(schema) });

/** A file field of a multipart form. */
export const uploadedFile = (description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description });

/** A text field of a multipart form that carries JSON. */
export const jsonField = (description: string) =>
  z.string().meta({ contentMediaType: 'application/json', description });

/** The multipart form of a CSV import: the file, and the columns mapped by hand. */
export const csvImportForm = z.object({
  file: uploadedFile('The CSV file'),
  mapping: jsonField('Which header holds which field, where the headers are not recognised').optional(),
});
