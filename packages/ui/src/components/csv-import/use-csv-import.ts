import { ApiError, errorMessage, messageOf } from '@daftari/api-client';
import type {
  ContactImportColumn,
  ContactImportField,
  ContactImportMapping,
  ContactImportResult,
} from '@daftari/contracts';
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

/** The columns as the server read them, and the owner's changes (sent with every later request). */
export interface ColumnsState {
  mapping: ContactImportColumn[];
  detected: ReadonlySet<string>;
  override: ContactImportMapping | null;
}

const FAILED = 'Failed to import contacts';

function refused(file: File, error: unknown): ImportCheck {
  const details = error instanceof ApiError ? error.details : undefined;
  return { state: 'invalid', file, message: errorMessage(error, FAILED), lines: problemsByLine(details) };
}

const withField = (mapping: ContactImportColumn[], column: string, field: ContactImportField | null) =>
  mapping.map((entry) => (entry.column === column ? { column, field } : entry));

/** The whole mapping as the request's JSON: every column by its header. */
const overrideOf = (mapping: ContactImportColumn[]): ContactImportMapping =>
  Object.fromEntries(mapping.map(({ column, field }) => [column, field]));

/**
 * The import dialog's state: choosing a file checks it with a dry run (only the latest check counts), which
 * also answers how its columns are read; changing a column's field checks it again with the owner's mapping;
 * importing sends the file (and that mapping) for real. While the real import runs the dialog cannot be
 * closed; closing resets it.
 */
export function useContactImport(onOpenChange: (open: boolean) => void) {
  const importContacts = useImportContacts();
  const [check, setCheck] = useState<ImportCheck>({ state: 'idle' });
  const [columns, setColumns] = useState<ColumnsState | null>(null);
  const latest = useRef(0);
  const importing = importContacts.isPending && !importContacts.variables?.dryRun;

  const close = (next: boolean) => {
    if (!next && importing) return;
    onOpenChange(next);
    if (next) return;
    latest.current += 1;
    setCheck({ state: 'idle' });
    setColumns(null);
    importContacts.reset();
  };

  const dryRun = (file: File, override: ContactImportMapping | null) => {
    const attempt = ++latest.current;
    setCheck({ state: 'checking', file });
    importContacts.mutate(
      { file, dryRun: true, mapping: override ?? undefined },
      {
        onSuccess: (answer) => {
          if (latest.current !== attempt) return;
          setCheck({ state: 'ready', file, answer });
          const mapping = answer.mapping ?? [];
          setColumns((current) => ({
            mapping,
            detected: current?.detected ?? new Set(mapping.filter((c) => c.field).map((c) => c.column)),
            override,
          }));
        },
        onError: (error) => {
          if (latest.current === attempt) setCheck(refused(file, error));
        },
      },
    );
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    setColumns(null);
    dryRun(file, null);
  };

  const remap = (column: string, field: ContactImportField | null) => {
    if (check.state === 'idle' || !columns) return;
    const mapping = withField(columns.mapping, column, field);
    const override = overrideOf(mapping);
    setColumns({ ...columns, mapping, override });
    dryRun(check.file, override);
  };

  const count = check.state === 'ready' ? (check.answer.row_count ?? check.answer.preview?.length ?? 0) : 0;

  const runImport = () => {
    if (check.state !== 'ready') return;
    importContacts.mutate(
      { file: check.file, mapping: columns?.override ?? undefined },
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

  return { check, columns, count, importing, choose, remap, runImport, close };
}
