import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FileStore, ObjectStore } from '../../adapters/storage/index.ts';
import { ident, listTables, setPortableOutput } from '../../backup/catalog.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { ZipWriter } from '../../http/zip-writer.ts';
import { csvLine, encodeCell, isTextType } from './cells.ts';
import { issuedDocuments, issuedPdfs } from './issued-pdfs.ts';
import {
  attachmentEntry,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportManifest,
  MANIFEST_ENTRY,
  pdfEntry,
  tableEntry,
} from './manifest.ts';
import { businessTables, type SelectedTable } from './selection.ts';

const BATCH_ROWS = 2000;

/** The business's rows of a table as CSV lines (the header first), a batch at a time in primary-key order. */
async function* csvOf(tx: Executor, table: SelectedTable, accountId: number, count: { rows: number }) {
  yield csvLine(table.columns.map((column) => encodeCell(column.name, true)));
  const text = table.columns.map((column) => isTextType(column.type));
  const list = sql.raw(table.columns.map((column, i) => `${ident(column.name)}::text as c${i}`).join(', '));
  const keyList = sql.raw(table.primaryKey.map(ident).join(', '));
  const keyTypes = table.primaryKey.map((name) => table.columns.find((c) => c.name === name)?.type ?? 'text');
  let last: (string | null)[] | undefined;
  for (;;) {
    const after: SQL = last
      ? sql`and (${keyList}) > (${sql.join(
          keyTypes.map((type, i) => sql`${(last as (string | null)[])[i] ?? null}::${sql.raw(type)}`),
          sql`, `,
        )})`
      : sql``;
    const keys = sql.raw(table.primaryKey.map((name, i) => `${ident(name)}::text as k${i}`).join(', '));
    const rows = rowsOf<Record<string, string | null>>(
      await tx.execute(
        sql`select ${list}, ${keys} from public.${sql.raw(ident(table.name))} where ${table.where(accountId)} ${after} order by ${keyList} limit ${BATCH_ROWS}`,
      ),
    );
    if (rows.length > 0) {
      count.rows += rows.length;
      yield rows
        .map((row) =>
          csvLine(table.columns.map((_, i) => encodeCell(row[`c${i}`] ?? null, text[i] ?? false))),
        )
        .join('');
    }
    if (rows.length < BATCH_ROWS) return;
    const lastRow = rows.at(-1) as Record<string, string | null>;
    last = table.primaryKey.map((_, i) => lastRow[`k${i}`] ?? null);
  }
}

async function* chunksOf(stream: AsyncIterable<unknown>): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield chunk as Uint8Array;
}

async function attachmentNames(tx: Executor, accountId: number): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select attachment_stored_name as name from expenses where account_id = ${accountId} and attachment_stored_name is not null
      union select attachment_stored_name from bills where account_id = ${accountId} and attachment_stored_name is not null
      order by 1`),
  );
  return rows.map((row) => row.name);
}

/** What a business's ZIP is written from; `origin` is where the PDFs' pay and estimate links point. */
export interface BusinessZipSource {
  db: Db;
  uploads: FileStore;
  accountId: number;
  origin: string;
  now: Date;
}

/**
 * Writes the ZIP of a whole business into the file `path`, from one snapshot of the database (a repeatable
 * read transaction): the tables, the attachments, and then the PDF of every issued document of the snapshot,
 * each rendered and written before the next is read. Answers its size and manifest; throws when there is no
 * such business.
 */
export async function writeBusinessZip(
  options: BusinessZipSource & { path: string },
): Promise<{ size: number; manifest: ExportManifest }> {
  const { accountId } = options;
  const zip = new ZipWriter(createWriteStream(options.path, { mode: 0o600 }));
  try {
    const { manifest, issued } = await options.db.transaction(
      async (tx) => {
        await setPortableOutput(tx);
        const manifest: ExportManifest = {
          format: EXPORT_FORMAT,
          format_version: EXPORT_FORMAT_VERSION,
          account_id: accountId,
          created_at: options.now.toISOString(),
          tables: [],
          attachments: [],
          pdfs: [],
        };
        for (const table of businessTables(await listTables(tx))) {
          const count = { rows: 0 };
          await zip.entry(tableEntry(table.name), csvOf(tx, table, accountId, count));
          manifest.tables.push({ name: table.name, columns: table.columns, rows: count.rows });
        }
        if (!manifest.tables.some((table) => table.name === 'accounts' && table.rows === 1)) {
          throw new Error(`There is no business ${accountId}`);
        }
        for (const name of await attachmentNames(tx, accountId)) {
          const object = await options.uploads.open(name);
          if (!object) continue;
          await zip.entry(attachmentEntry(name), chunksOf(object.stream), true);
          manifest.attachments.push(name);
        }
        return { manifest, issued: await issuedDocuments(tx, accountId) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const pdfs = issuedPdfs(options.db, accountId, issued, options.origin, options.now);
    for await (const { name, pdf } of pdfs) {
      await zip.entry(pdfEntry(name), [pdf], true);
      manifest.pdfs.push(name);
    }
    await zip.entry(
      MANIFEST_ENTRY,
      (async function* () {
        yield JSON.stringify(manifest, null, 2);
      })(),
    );
    return { size: await zip.close(), manifest };
  } catch (error) {
    zip.abort();
    throw error;
  }
}

/** The business's ZIP, written to a temporary file and moved into the store under `key`. */
export async function storeBusinessExport(
  options: BusinessZipSource & { store: ObjectStore; key: string },
): Promise<{ size: number; manifest: ExportManifest }> {
  const path = join(tmpdir(), `daftari-export-${randomBytes(8).toString('hex')}.zip`);
  try {
    const written = await writeBusinessZip({ ...options, path });
    await options.store.putFile(options.key, path);
    return written;
  } finally {
    await unlink(path).catch(() => undefined);
  }
}
