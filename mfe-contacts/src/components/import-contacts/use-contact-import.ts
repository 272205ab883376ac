import { ApiError, errorMessage, messageOf } from '@daftari/api-client';
import type { ContactImportResult } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { toast, toastError } from '@daftari/ui';
import { useRef, useState } from 'react';
import { useImportContacts } from '../../api/contacts.ts';
import { type LineProblems, problemsByLine } from './problems-by-line.ts';

/** Where the chosen file stands: none yet, being checked (a dry run), ready to import, or refused. */
export type ImportCheck =
  | { state: 'idle' }
  | { state: 'checking'; file: File }
  | { state: 'ready'; file: File; answer: ContactImportResult }
  | { state: 'invalid'; file: File; message: string; lines: LineProblems[] };

const FAILED = 'Failed to import contacts';

function refused(file: File, error: unknown): ImportCheck {
  const details = error instanceof ApiError ? error.details : undefined;
  return { state: 'invalid', file, message: errorMessage(error, FAILED), lines: problemsByLine(details) };
}

/**
 * The import dialog's state: choosing a file checks it with a dry run (only the latest choice counts),
 * importing sends it for real. While the real import runs the dialog cannot be closed; closing resets it.
 */
export function useContactImport(onOpenChange: (open: boolean) => void) {
  const importContacts = useImportContacts();
  const [check, setCheck] = useState<ImportCheck>({ state: 'idle' });
  const latest = useRef<File | null>(null);
  const importing = importContacts.isPending && !importContacts.variables?.dryRun;

  const close = (next: boolean) => {
    if (!next && importing) return;
    onOpenChange(next);
    if (next) return;
    latest.current = null;
    setCheck({ state: 'idle' });
    importContacts.reset();
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    latest.current = file;
    setCheck({ state: 'checking', file });
    importContacts.mutate(
      { file, dryRun: true },
      {
        onSuccess: (answer) => {
          if (latest.current === file) setCheck({ state: 'ready', file, answer });
        },
        onError: (error) => {
          if (latest.current === file) setCheck(refused(file, error));
        },
      },
    );
  };

  const count = check.state === 'ready' ? (check.answer.row_count ?? check.answer.preview?.length ?? 0) : 0;

  const runImport = () => {
    if (check.state !== 'ready') return;
    importContacts.mutate(
      { file: check.file },
      {
        onSuccess: (answer) => {
          toast.success(`${pluralize(answer.imported, 'contact')} imported`, {
            description: 'They are in your contacts list now.',
          });
          close(false);
        },
        onError: (error) => {
          toastError(FAILED, messageOf(error, ''));
          setCheck(refused(check.file, error));
        },
      },
    );
  };

  return { check, count, importing, choose, runImport, close };
}
