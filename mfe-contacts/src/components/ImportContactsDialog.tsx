import { ApiError, errorMessage } from '@daftari/api-client';
import type { ContactImportResult } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import {
  AlertIcon,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  DownloadIcon,
  FileIcon,
  Spinner,
  toast,
  UploadIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useImportContacts } from '../api/contacts.ts';
import { IMPORT_COLUMNS, SAMPLE_CSV, SAMPLE_CSV_FILENAME } from '../lib/csv-sample.ts';
import { contactName, formatAddress, orDash } from '../lib/display.ts';

type PreviewRow = NonNullable<ContactImportResult['preview']>[number];

type Check =
  | { state: 'idle' }
  | { state: 'checking'; file: File }
  | { state: 'ready'; file: File; answer: ContactImportResult }
  | { state: 'invalid'; file: File; message: string; lines: { line: string; messages: string[] }[] };

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 5;
const MAX_LISTED_PROBLEMS = 20;

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const dropzone = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  px: '6',
  py: '7',
  textAlign: 'center',
  borderWidth: '1.5px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent', bg: 'accent.subtle' },
  '&:focus-within': { borderColor: 'accent', boxShadow: 'focusRing' },
  '&[data-dragging]': { borderColor: 'accent', bg: 'accent.subtle' },
});
const dropIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  mb: '2',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'accent',
  boxShadow: 'sm',
});
const dropTitle = css({ fontWeight: 'semibold', color: 'fg', fontSize: 'md' });
const dropHint = css({ fontSize: 'sm', color: 'fg.muted' });
const hiddenInput = css({ srOnly: true });
const columnsBox = css({ fontSize: 'sm', color: 'fg.muted' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '2' });
const chip = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'bg.muted',
  color: 'fg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
const sampleLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  mt: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.fg',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});
const fileRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
const fileIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'md',
  bg: 'accent.subtle',
  color: 'accent.fg',
  flexShrink: 0,
});
const fileName = css({
  fontWeight: 'medium',
  color: 'fg',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const fileMeta = css({
  fontSize: 'xs',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
});
const callout = css({
  display: 'flex',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: 'sm',
  '&[data-tone=danger]': { bg: 'danger.subtle', borderColor: 'danger.border', color: 'danger.fg' },
  '&[data-tone=success]': { bg: 'success.subtle', borderColor: 'success.border', color: 'success.fg' },
  '& > svg': { flexShrink: 0, mt: '0.5' },
});
const calloutTitle = css({ fontWeight: 'semibold' });
const problems = css({ display: 'grid', gap: '1', mt: '2' });
const problemLine = css({ fontWeight: 'semibold', whiteSpace: 'nowrap' });
const previewTable = css({ '& td, & th': { fontSize: 'sm' } });
const caption = css({ fontSize: 'xs', color: 'fg.subtle', mt: '-2' });

const previewName = css({ fontWeight: 'medium', color: 'fg' });
const previewSub = css({ fontSize: 'xs', color: 'fg.muted' });
const nowrap = css({ whiteSpace: 'nowrap' });

const previewColumns: DataTableColumn<PreviewRow>[] = [
  {
    id: 'contact',
    header: 'Contact',
    cell: (row) => (
      <>
        <div className={previewName}>{contactName(row)}</div>
        <div className={previewSub}>{orDash(row.email)}</div>
      </>
    ),
  },
  { id: 'company', header: 'Company', cell: (row) => orDash(row.company_name) },
  { id: 'phone', header: 'Phone', className: nowrap, cell: (row) => orDash(row.phone) },
  { id: 'address', header: 'Billing Address', cell: (row) => orDash(formatAddress(row.billing_address)) },
];

const lineNumber = (key: string) => Number(/\d+/.exec(key)?.[0] ?? Number.POSITIVE_INFINITY);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `{"line 3": ["Email is not a valid email address"]}` as rows sorted by line. */
export function problemsByLine(details: Record<string, string[]> | undefined) {
  return Object.entries(details ?? {})
    .map(([line, messages]) => ({ line: capitalize(line), messages }))
    .sort((a, b) => lineNumber(a.line) - lineNumber(b.line));
}

function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function useSampleUrl(active: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!active || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(new Blob([SAMPLE_CSV], { type: 'text/csv;charset=utf-8' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [active]);
  return url;
}

export interface ImportContactsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Choose a CSV, see it checked and previewed (a dry run), then import every row (or none). */
export function ImportContactsDialog({ open, onOpenChange }: ImportContactsDialogProps) {
  const importContacts = useImportContacts();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sampleUrl = useSampleUrl(open);
  const latest = useRef<File | null>(null);

  const reset = () => {
    latest.current = null;
    setCheck({ state: 'idle' });
    importContacts.reset();
  };

  const close = (next: boolean) => {
    if (!next && importContacts.isPending && !importContacts.variables?.dryRun) return;
    onOpenChange(next);
    if (!next) reset();
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
          if (latest.current !== file) return;
          const details = error instanceof ApiError ? error.details : undefined;
          setCheck({
            state: 'invalid',
            file,
            message: errorMessage(error, 'Failed to import contacts'),
            lines: problemsByLine(details),
          });
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
          const details = error instanceof ApiError ? error.details : undefined;
          toast.error('Failed to import contacts', {
            description: errorMessage(error, 'Failed to import contacts'),
          });
          setCheck({
            state: 'invalid',
            file: check.file,
            message: errorMessage(error, 'Failed to import contacts'),
            lines: problemsByLine(details),
          });
        },
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const importing = importContacts.isPending && !importContacts.variables?.dryRun;
  const chooseAgain = () => {
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.click();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title="Import contacts"
      description="Upload a CSV file. Every row is checked first; nothing is imported until the whole file is right."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={importing}>
            Cancel
          </Button>
          <Button
            onClick={runImport}
            disabled={check.state !== 'ready' || count === 0}
            loading={importing}
            loadingText="Importing..."
          >
            {check.state === 'ready' ? `Import ${pluralize(count, 'contact')}` : 'Import contacts'}
          </Button>
        </>
      }
    >
      <div className={stack}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className={hiddenInput}
          aria-label="Choose a CSV file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {check.state === 'idle' ? (
          <>
            <label
              htmlFor={inputId}
              className={dropzone}
              data-dragging={dragging ? '' : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <span className={dropIcon}>
                <UploadIcon size={18} />
              </span>
              <span className={dropTitle}>Choose a CSV file</span>
              <span className={dropHint}>or drag and drop it here</span>
            </label>
            <div className={columnsBox}>
              <p>
                The first row names the columns. Use <strong>name</strong> or <strong>first_name</strong> and{' '}
                <strong>last_name</strong>; every other column is optional:
              </p>
              <div className={chips}>
                {IMPORT_COLUMNS.map((column) => (
                  <code key={column.name} className={chip} title={column.hint || undefined}>
                    {column.name}
                  </code>
                ))}
              </div>
              {sampleUrl ? (
                <a href={sampleUrl} download={SAMPLE_CSV_FILENAME} className={sampleLink}>
                  <DownloadIcon size={14} />
                  Download a sample CSV
                </a>
              ) : null}
            </div>
          </>
        ) : (
          <div className={fileRow}>
            <span className={fileIcon}>
              <FileIcon size={18} />
            </span>
            <div className={css({ minW: '0', flex: '1' })}>
              <div className={fileName}>{check.file.name}</div>
              <div className={fileMeta}>
                {fileSize(check.file.size)}
                {check.state === 'checking' ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <Spinner size="sm" />
                    Checking your file...
                  </>
                ) : null}
              </div>
            </div>
            <Button variant="ghost" size="sm" onClick={chooseAgain} disabled={importing}>
              Choose another file
            </Button>
          </div>
        )}

        {check.state === 'invalid' ? (
          <div className={callout} data-tone="danger" role="alert">
            <AlertIcon size={16} />
            <div className={css({ minW: '0' })}>
              <p className={calloutTitle}>{check.message}</p>
              {check.lines.length > 0 ? (
                <>
                  <p>Correct the file and choose it again.</p>
                  <ul className={problems} aria-label="Problems by line">
                    {check.lines.slice(0, MAX_LISTED_PROBLEMS).map(({ line, messages }) => (
                      <li key={line}>
                        <span className={problemLine}>{line}:</span> {messages.join(' ')}
                      </li>
                    ))}
                  </ul>
                  {check.lines.length > MAX_LISTED_PROBLEMS ? (
                    <p className={css({ mt: '1' })}>
                      and {pluralize(check.lines.length - MAX_LISTED_PROBLEMS, 'more row')}.
                    </p>
                  ) : null}
                </>
              ) : null}
            </div>
          </div>
        ) : null}

        {check.state === 'ready' ? (
          <>
            <div className={callout} data-tone="success" role="status">
              <p>
                <span className={calloutTitle}>{pluralize(count, 'contact')} ready to import.</span> Every row
                checks out.
              </p>
            </div>
            {check.answer.preview && check.answer.preview.length > 0 ? (
              <>
                <DataTable
                  caption="Preview of the file"
                  className={previewTable}
                  columns={previewColumns}
                  rows={check.answer.preview.slice(0, PREVIEW_ROWS)}
                  getRowId={(row) => String(row.line ?? check.answer.preview?.indexOf(row))}
                />
                <p className={caption}>
                  {count > PREVIEW_ROWS
                    ? `Showing the first ${PREVIEW_ROWS} of ${pluralize(count, 'row')}.`
                    : `Showing ${count === 1 ? 'the only row' : `all ${pluralize(count, 'row')}`}.`}
                </p>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
