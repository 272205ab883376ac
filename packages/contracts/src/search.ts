import { z } from 'zod';
import { text } from './fields.ts';

/** What GET /search finds, in the order a tie in rank is shown. */
export const SEARCH_KINDS = [
  'contact',
  'invoice',
  'estimate',
  'bill',
  'expense',
  'payment',
  'bill_payment',
  'mpesa_receipt',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** The most results GET /search answers. */
export const SEARCH_LIMIT = 20;

/** GET /search?q=: a number, name, phone, M-Pesa code or amount, 1 to 200 characters once trimmed. */
export const searchQuerySchema = z.object({
  q: text('Search')
    .trim()
    .min(1, 'Search must not be empty')
    .max(200, 'Search must be at most 200 characters'),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * One thing found: `label` names it (INV-0042, a contact's name), `detail` says more (whose, how much),
 * `url` is the shell's path that opens it (a payment opens its invoice).
 */
export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /search: `{data:[...]}`, at most SEARCH_LIMIT, best first. */
export const searchResultsSchema = z.object({ data: z.array(searchResultSchema).max(SEARCH_LIMIT) });
export type SearchResults = z.infer<typeof searchResultsSchema>;
