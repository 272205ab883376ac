import { sendFormWithProgress, type UploadProgress } from '@daftari/api-client';
import { type StatementMapping, statementPreviewSchema } from '@daftari/contracts';
import { statementEnvelope } from './schemas.ts';

export interface StatementUpload {
  accountId: number;
  file: File;
  password?: string | undefined;
  mapping?: StatementMapping | undefined;
}

function formOf({ file, password, mapping }: StatementUpload, dryRun: boolean): FormData {
  const form = new FormData();
  if (password) form.append('password', password);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (dryRun) form.append('dry_run', 'true');
  // The file last: the server reads the fields before the file's bytes.
  form.append('file', file, file.name);
  return form;
}

const path = (accountId: number) => `bank_accounts/${accountId}/statements`;

/** POST …/statements with `dry_run=true`: what the file would add, and nothing stored. */
export async function previewStatement(upload: StatementUpload, onProgress: (p: UploadProgress) => void) {
  const { body } = await sendFormWithProgress(
    statementPreviewSchema,
    path(upload.accountId),
    formOf(upload, true),
    onProgress,
    'Could not read the file',
  );
  return body;
}

export async function importStatement(upload: StatementUpload, onProgress: (p: UploadProgress) => void) {
  const { body } = await sendFormWithProgress(
    statementEnvelope,
    path(upload.accountId),
    formOf(upload, false),
    onProgress,
    'Could not import the file',
  );
  return body.data;
}
