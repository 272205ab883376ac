import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_IMPORT_UNPACKED_BYTES } from '@daftari/contracts';
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import {
  ENTRY,
  EXPORT_FORMAT_VERSION,
  type ExportManifest,
  exportManifestSchema,
  isPdfEntry,
  MANIFEST_ENTRY,
  tableEntry,
} from './manifest.ts';

/** A ZIP that is no export of this format: answered 422 with `message`, nothing stored. */
export class BadExportError extends Error {
  override readonly name = 'BadExportError';
}

const MAX_ENTRIES = 200_000;

/**
 * Unpacks an export's ZIP into `dir` as it streams in, and checks it before anything is loaded: only the
 * entries an export writes (so no name reaches outside `dir`: no `..`, no absolute path, no sub-folder of
 * its own), each once, at most MAX_IMPORT_UNPACKED_BYTES unpacked in all (a zip bomb stops there), a manifest
 * of this format, and a CSV for every table it lists. The issued PDFs are checked by name and skipped (the
 * records they were rendered from are loaded). Answers the manifest.
 */
export async function unpackExport(source: Readable, dir: string): Promise<ExportManifest> {
  for (const folder of ['tables', 'attachments']) mkdirSync(join(dir, folder), { recursive: true });
  const seen = new Set<string>();
  let unpacked = 0;
  let failure: Error | null = null;
  const fail = (message: string) => {
    failure ??= new BadExportError(message);
  };
  const onFile = (file: UnzipFile) => {
    if (failure) return;
    if (!ENTRY.test(file.name) || seen.has(file.name) || seen.size >= MAX_ENTRIES) {
      fail(`The ZIP holds an entry an export does not write: ${file.name.slice(0, 100)}`);
      return;
    }
    seen.add(file.name);
    if (isPdfEntry(file.name)) {
      // The issued PDFs are not kept: read through (a file never started would be buffered), counted and
      // dropped.
      file.ondata = (error, chunk) => {
        if (error) return fail('The ZIP is damaged');
        unpacked += chunk.length;
        if (unpacked > MAX_IMPORT_UNPACKED_BYTES) fail('The ZIP unpacks to more than an export may hold');
      };
      file.start();
      return;
    }
    const fd = openSync(join(dir, file.name), 'wx', 0o600);
    let open = true;
    file.ondata = (error, chunk, final) => {
      if (!open) return;
      if (error) fail('The ZIP is damaged');
      else if (!failure) {
        unpacked += chunk.length;
        if (unpacked > MAX_IMPORT_UNPACKED_BYTES) fail('The ZIP unpacks to more than an export may hold');
        else writeSync(fd, chunk);
      }
      if (final || failure) {
        open = false;
        closeSync(fd);
      }
    };
    file.start();
  };
  const unzip = new Unzip(onFile);
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of source) {
      unzip.push(chunk as Uint8Array, false);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch {
    fail('The ZIP is damaged');
  }
  if (failure) throw failure;
  if (!seen.has(MANIFEST_ENTRY))
    throw new BadExportError('The file is not a Daftari export (no manifest.json)');
  let manifest: ExportManifest;
  try {
    manifest = exportManifestSchema.parse(JSON.parse(await readFile(join(dir, MANIFEST_ENTRY), 'utf8')));
  } catch {
    throw new BadExportError('The export’s manifest.json cannot be read');
  }
  if (manifest.format_version !== EXPORT_FORMAT_VERSION) {
    throw new BadExportError(
      `The export is in format ${manifest.format_version}; this version reads format ${EXPORT_FORMAT_VERSION}`,
    );
  }
  const missing = manifest.tables.filter((table) => !seen.has(tableEntry(table.name)));
  if (missing.length > 0) throw new BadExportError(`The export lacks ${tableEntry(missing[0]?.name ?? '')}`);
  return manifest;
}
