import { Readable } from 'node:stream';
import { centsToDecimal, exactCents } from '@daftari/format';
import type { FastifyReply } from 'fastify';
import { csvField, inertCsvText } from './csv-field.ts';
import { invalidField } from './errors.ts';
import type { PageQuery } from './paging.ts';

/** One column of a list's CSV: its header and its cell, already a CSV field. */
export interface CsvColumn<R> {
  header: string;
  cell: (row: R) => string;
}

/** Text (a name, a number, notes): quoted where needed, a formula made inert. */
export const textColumn = <R>(header: string, read: (row: R) => string | null | undefined): CsvColumn<R> => ({
  header,
  cell: (row) => csvField(inertCsvText(read(row) ?? '')),
});

/** An amount: a decimal with exactly 2 places from its cents (`-12.50`), never a float's digits. */
export const moneyColumn = <R>(
  header: string,
  read: (row: R) => number | null | undefined,
): CsvColumn<R> => ({
  header,
  cell: (row) => {
    const value = read(row);
    return value === null || value === undefined ? '' : centsToDecimal(exactCents(value));
  },
});

/** A sales or purchase document's Subtotal, Discount, Tax and Total, in that order. */
export const documentTotalColumns = <
  R extends { subtotal: number; discount_total: number; tax_total: number; total: number },
>(): CsvColumn<R>[] => [
  moneyColumn('Subtotal', (row) => row.subtotal),
  moneyColumn('Discount', (row) => row.discount_total),
  moneyColumn('Tax', (row) => row.tax_total),
  moneyColumn('Total', (row) => row.total),
];

/** A date, an id, a count or a yes/no as written (no formula can start with them). */
export const plainColumn = <R>(
  header: string,
  read: (row: R) => string | number | boolean | null | undefined,
): CsvColumn<R> => ({
  header,
  cell: (row) => {
    const value = read(row);
    if (value === null || value === undefined) return '';
    return csvField(typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));
  },
});

/** How a list is written as CSV: the download's name, its columns, and the rows of one item (default: itself). */
export interface ListCsv<T, R = T> {
  filename: string;
  columns: readonly CsvColumn<R>[];
  rowsOf?: (item: T) => readonly R[];
}

/** Rows read per query while a CSV is written: one list page (the contracts' largest). */
export const CSV_PAGE_SIZE = 100;

const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

/** Only some rows of the list: `keep` says which, `complete` that no later page can hold any. */
export interface CsvSelection<T> {
  keep: (item: T) => boolean;
  complete: () => boolean;
}

/**
 * Every row of a list (or those `selection` keeps) as a CSV download, read a page at a time (`pageOf`, the
 * list's own query with its filters) and written out as it is read: the whole list is never held. The first
 * page is read before the answer starts, so a refusal is still an `{error}` answer. Pages follow the list's
 * own order, which ends on a unique key, so no row is read twice while nothing changes.
 */
export async function sendListCsv<T, R>(
  reply: FastifyReply,
  csv: ListCsv<T, R>,
  pageOf: (page: PageQuery) => Promise<{ data: readonly T[] }>,
  selection?: CsvSelection<T>,
): Promise<FastifyReply> {
  const rowsOf = csv.rowsOf ?? ((item: T) => [item as unknown as R]);
  const textOf = (items: readonly T[]) =>
    items
      .filter((item) => selection?.keep(item) ?? true)
      .flatMap(rowsOf)
      .map((row) => line(csv.columns.map((column) => column.cell(row))))
      .join('');
  const first = (await pageOf({ page: 1, per_page: CSV_PAGE_SIZE })).data;
  async function* chunks(): AsyncGenerator<string> {
    yield line(csv.columns.map((column) => csvField(inertCsvText(column.header))));
    let items = first;
    for (let page = 2; ; page++) {
      const text = textOf(items);
      if (text) yield text;
      if (items.length < CSV_PAGE_SIZE || selection?.complete()) return;
      items = (await pageOf({ page, per_page: CSV_PAGE_SIZE })).data;
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks()));
}

/**
 * A list route's answer: its page as JSON, or with `format=csv` every row its filters match as CSV; with
 * `ids` too, only those rows (pages are read until all are found: a selection is on the pages seen so far).
 * `list` takes the query without `format` and `ids`.
 */
export function listOrCsv<
  Q extends PageQuery & { format?: 'json' | 'csv' | undefined; ids?: string[] | undefined },
  T extends { id: string | number },
  R,
  A,
>(
  reply: FastifyReply,
  query: Q,
  list: (query: Omit<Q, 'format' | 'ids'>) => Promise<A & { data: readonly T[] }>,
  csv: ListCsv<T, R>,
): Promise<A | FastifyReply> {
  const { format, ids, ...filters } = query;
  if (ids && format !== 'csv') throw invalidField('ids', 'ids go with format=csv only');
  if (format !== 'csv') return list(filters);
  const pageOf = (page: PageQuery) => list({ ...filters, ...page });
  if (!ids) return sendListCsv(reply, csv, pageOf);
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return sendListCsv(reply, csv, pageOf, {
    keep: (item) => wanted.delete(String(item.id)),
    complete: () => wanted.size === 0,
  });
}
