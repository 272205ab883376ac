import { z } from 'zod';

/** The ZIP's table of contents (`manifest.json`): what an import checks before it loads anything. */
export const EXPORT_FORMAT = 'daftari-business-export';
export const EXPORT_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);
/** A stored attachment's name (a UUID). */
const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/);

/**
 * An issued document's PDF under `pdfs/`: its folder and its file name (documentFileName: no `/`, `\` nor
 * control character), such as `invoices/INV-0042 Achieng Fresh Juices.pdf`.
 */
const PDF_NAME = String.raw`(invoices|estimates|credit_notes)/[^/\\\u0000-\u001f]{1,200}\.pdf`;

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
  /** The issued documents' PDFs (under `pdfs/`); an import reads none of them: the records make them again. */
  pdfs: z.array(z.string().regex(new RegExp(`^${PDF_NAME}$`))),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

export const tableEntry = (name: string) => `tables/${name}.csv`;
export const attachmentEntry = (name: string) => `attachments/${name}`;
export const pdfEntry = (name: string) => `pdfs/${name}`;

/** The entries an export writes; an import refuses a ZIP with any other. */
export const ENTRY = new RegExp(
  String.raw`^(manifest\.json|tables/[a-z_][a-z0-9_]*\.csv|attachments/[A-Za-z0-9][A-Za-z0-9._-]{0,120}|pdfs/${PDF_NAME})$`,
);
/** An entry of the issued PDFs, which an import skips. */
export const isPdfEntry = (name: string) => name.startsWith('pdfs/');
