import { z } from 'zod';

/** The ZIP's table of contents (`manifest.json`): what an import checks before it loads anything. */
export const EXPORT_FORMAT = 'daftari-business-export';
export const EXPORT_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);
/** A stored attachment's name (a UUID) or an issued invoice's PDF: the only files a ZIP may carry. */
const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/);

export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  format_version: z.number().int(),
  account_id: z.number().int(),
  created_at: z.string(),
  tables: z.array(
    z.object({
      name: tableName,
      columns: z.array(z.object({ name: z.string().min(1).max(63), type: z.string().min(1).max(100) })),
      rows: z.number().int().min(0),
    }),
  ),
  attachments: z.array(fileName),
  pdfs: z.array(fileName),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

export const tableEntry = (name: string) => `tables/${name}.csv`;
export const attachmentEntry = (name: string) => `attachments/${name}`;
export const pdfEntry = (name: string) => `pdfs/${name}`;

/** The entries an export writes; an import refuses a ZIP with any other. */
export const ENTRY =
  /^(manifest\.json|tables\/[a-z_][a-z0-9_]*\.csv|(attachments|pdfs)\/[A-Za-z0-9][A-Za-z0-9._-]{0,120})$/;
