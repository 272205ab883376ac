import { useRef, useState } from 'react';
import { toastError } from '../toaster.tsx';
import type { ImportColumn } from './column-mapping.tsx';
import { type LineProblems, problemsByLine } from './problems-by-line.ts';

/** What an import route answers (contacts, price list items): a dry run adds the mapping and a preview. */
export interface ImportAnswer<F extends string> {
  imported: number;
  row_count?: number;
  preview?: unknown[];
  mapping?: ImportColumn<F>[];
}

export type ImportMapping<F extends string> = Record<string, F | null>;

export interface ImportRequest<F extends string> {
  file: File;
  dryRun?: boolean;
  mapping?: ImportMapping<F>;
}

/** The import's mutation (TanStack Query's, owned by the remote, which invalidates its lists after it). */
export interface ImportMutation<F extends string, A extends ImportAnswer<F>> {
  mutate(
    request: ImportRequest<F>,
    callbacks: { onSuccess: (answer: A) => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
  variables: { dryRun?: boolean } | undefined;
  reset(): void;
}

/** Where the chosen file stands: none yet, being checked (a dry run), ready to import, or refused. */
export type ImportCheck<A> =
  | { state: 'idle' }
  | { state: 'checking'; file: File }
  | { state: 'ready'; file: File; answer: A }
  | { state: 'invalid'; file: File; message: string; lines: LineProblems[] };

/** The columns as the server read them, and the owner's changes (sent with every later request). */
export interface ColumnsState<F extends string> {
  mapping: ImportColumn<F>[];
  detected: ReadonlySet<string>;
  override: ImportMapping<F> | null;
}

/** The `details` of an API error (`{"line 3": [...]}`), read without depending on the API client. */
function detailsOf(error: unknown): Record<string, string[]> | undefined {
  const details = error instanceof Error ? (error as { details?: unknown }).details : undefined;
  return typeof details === 'object' && details !== null ? (details as Record<string, string[]>) : undefined;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.name !== 'ZodError' && error.message ? error.message : fallback;

function refused<A>(file: File, error: unknown, failed: string): ImportCheck<A> {
  return {
    state: 'invalid',
    file,
    message: messageOf(error, failed),
    lines: problemsByLine(detailsOf(error)),
  };
}

const withField = <F extends string>(mapping: ImportColumn<F>[], column: string, field: F | null) =>
  mapping.map((entry) => (entry.column === column ? { column, field } : entry));

/** The whole mapping as the request's JSON: every column by its header. */
const overrideOf = <F extends string>(mapping: ImportColumn<F>[]): ImportMapping<F> =>
  Object.fromEntries(mapping.map(({ column, field }) => [column, field]));

export interface CsvImportOptions<F extends string, A extends ImportAnswer<F>> {
  mutation: ImportMutation<F, A>;
  onOpenChange: (open: boolean) => void;
  /** After a real import: tell the owner (a toast) what came in. */
  onImported: (answer: A) => void;
  /** The toast's title when the import fails: `Failed to import contacts`. */
  failed: string;
}

/**
 * An import dialog's state: choosing a file checks it with a dry run (only the latest check counts), which
 * also answers how its columns are read; changing a column's field checks it again with the owner's mapping;
 * importing sends the file (and that mapping) for real. While the real import runs the dialog cannot be
 * closed; closing resets it.
 */
export function useCsvImport<F extends string, A extends ImportAnswer<F>>({
  mutation,
  onOpenChange,
  onImported,
  failed,
}: CsvImportOptions<F, A>) {
  const [check, setCheck] = useState<ImportCheck<A>>({ state: 'idle' });
  const [columns, setColumns] = useState<ColumnsState<F> | null>(null);
  const latest = useRef(0);
  const importing = mutation.isPending && !mutation.variables?.dryRun;

  const close = (next: boolean) => {
    if (!next && importing) return;
    onOpenChange(next);
    if (next) return;
    latest.current += 1;
    setCheck({ state: 'idle' });
    setColumns(null);
    mutation.reset();
  };

  const dryRun = (file: File, override: ImportMapping<F> | null) => {
    const attempt = ++latest.current;
    setCheck({ state: 'checking', file });
    mutation.mutate(
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
          if (latest.current === attempt) setCheck(refused(file, error, failed));
        },
      },
    );
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    setColumns(null);
    dryRun(file, null);
  };

  const remap = (column: string, field: F | null) => {
    if (check.state === 'idle' || !columns) return;
    const mapping = withField(columns.mapping, column, field);
    const override = overrideOf(mapping);
    setColumns({ ...columns, mapping, override });
    dryRun(check.file, override);
  };

  const count = check.state === 'ready' ? (check.answer.row_count ?? check.answer.preview?.length ?? 0) : 0;

  const runImport = () => {
    if (check.state !== 'ready') return;
    mutation.mutate(
      { file: check.file, mapping: columns?.override ?? undefined },
      {
        onSuccess: (answer) => {
          onImported(answer);
          close(false);
        },
        onError: (error) => {
          toastError(failed, messageOf(error, ''));
          setCheck(refused(check.file, error, failed));
        },
      },
    );
  };

  return { check, columns, count, importing, choose, remap, runImport, close };
}
