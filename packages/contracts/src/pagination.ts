import { z } from 'zod';

/** `meta` of every paged list answer. */
export const pageMetaSchema = z.object({
  total_count: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `page` (from 1) and `per_page` (1..100) query parameters, with the list's default page size. */
export function pageQueryFields(defaultPerPage = 10) {
  return {
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .default(1),
    per_page: z.coerce
      .number({ error: 'Per page must be a number' })
      .int('Per page must be a whole number')
      .min(1, 'Per page must be between 1 and 100')
      .max(100, 'Per page must be between 1 and 100')
      .default(defaultPerPage),
  };
}

/** A paged list answer: `{data: [...], meta}`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** `format` of a list: `json` (the default) answers a page; `csv` every row the filters match, as a download. */
export const LIST_FORMATS = ['json', 'csv'] as const;

/** The most rows `ids` names: a selection of the list. */
export const LIST_EXPORT_MAX_IDS = 200;

/**
 * The query fields of a list that also answers CSV: the page fields, `format`, and `ids` (comma-separated,
 * with `format=csv` only): just those rows of the list, a selection on the screen.
 */
export function listQueryFields(defaultPerPage = 10) {
  return {
    ...pageQueryFields(defaultPerPage),
    format: z.enum(LIST_FORMATS, { error: 'Format must be json or csv' }).optional(),
    ids: z
      .string({ error: 'ids must be text' })
      .max(LIST_EXPORT_MAX_IDS * 40, `Name at most ${LIST_EXPORT_MAX_IDS} rows`)
      .transform((text) => text.split(',').filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(/^[0-9a-fA-F-]{1,36}$/, 'Each id must be a row id'))
          .min(1, 'Name at least one row')
          .max(LIST_EXPORT_MAX_IDS, `Name at most ${LIST_EXPORT_MAX_IDS} rows`),
      )
      .optional(),
  };
}
