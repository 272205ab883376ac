import { businessExportSchema, businessImportSchema, dataEnvelope } from '@daftari/contracts';
import { http, send, sendBlob } from './http.ts';

export const businessTransferKeys = {
  all: ['business-transfer'] as const,
  export: (id: number) => [...businessTransferKeys.all, 'export', id] as const,
  import: (id: number) => [...businessTransferKeys.all, 'import', id] as const,
};

const exportEnvelope = dataEnvelope(businessExportSchema);
const importEnvelope = dataEnvelope(businessImportSchema);

/** POST /exports: starts writing the ZIP of the whole business (202, pending). */
export async function startExport() {
  const { body } = await send(exportEnvelope, () => http.post('exports'), 'Failed to start the export');
  return body.data;
}

/** GET /exports/{id}: pending, done (with its size) or failed. */
export async function getExport(id: number) {
  const { body } = await send(exportEnvelope, () => http.get(`exports/${id}`), 'Failed to read the export');
  return body.data;
}

/** GET /exports/{id}/download: the ZIP. */
export function downloadExport(id: number): Promise<Blob> {
  return sendBlob(() => http.get(`exports/${id}/download`), 'Failed to download the export');
}

/** POST /imports (multipart `file`): loads an export's ZIP into this business, which has no documents. */
export async function startImport(file: Blob) {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'export.zip');
  const { body: answer } = await send(
    importEnvelope,
    () => http.post('imports', { body }),
    'Failed to start the import',
  );
  return answer.data;
}

/** GET /imports/{id}: pending, done or failed (with why). */
export async function getImport(id: number) {
  const { body } = await send(importEnvelope, () => http.get(`imports/${id}`), 'Failed to read the import');
  return body.data;
}
