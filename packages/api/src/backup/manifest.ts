import { z } from 'zod';
import { isStoredFilePath } from './stored-files.ts';

/** The archive's table of contents (`manifest.json`, its last entry). */
export const BACKUP_FORMAT = 'daftari-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int(),
  app_version: z.string(),
  created_at: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ level: z.number().int().min(1), tag: z.string() }),
  tables: z.array(
    z.object({
      name: tableName,
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })),
      rows: z.number().int().min(0),
      /** The table's entry `db/<name>.ndjson`: one JSON array of column texts (or null) per row. */
      size: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(
    z.object({ name: tableName, last_value: z.string().regex(/^-?\d+$/), is_called: z.boolean() }),
  ),
  files: z.array(
    z.object({
      path: z.string().refine(isStoredFilePath, 'not a stored file path'),
      size: z.number().int().min(0),
      sha256,
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const tableEntry = (name: string) => `db/${name}.ndjson`;
export const fileEntry = (path: string) => `files/${path}`;
export const MANIFEST_ENTRY = 'manifest.json';
