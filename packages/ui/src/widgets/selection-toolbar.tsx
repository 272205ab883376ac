import {
  type BulkDocuments,
  bulkDocumentAction,
  downloadDocumentPdfs,
  errorMessage,
  saveBlob,
} from '@daftari/api-client';
import type { BulkResult, DocumentBulkAction } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../components/button.tsx';
import { CheckIcon, FileIcon, SendIcon } from '../components/icons.tsx';
import { toast } from '../components/toaster.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { useMayCall } from './may-call.tsx';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  bg: 'bg.subtle',
});
const count = css({ fontWeight: 'medium', mr: 'auto' });
const message = css({ flexBasis: 'full', fontSize: 'sm', color: 'fg.muted' });

const DONE: Record<DocumentBulkAction, string> = { send: 'sent', mark_sent: 'marked as sent' };

/** "2 sent, 1 skipped: INV-0003: Baraka has no e-mail address" */
export function bulkMessage(
  action: DocumentBulkAction,
  result: BulkResult,
  labelOf: (id: string) => string,
): string {
  const done = `${result.changed} ${DONE[action]}`;
  if (result.skipped.length === 0) return done;
  const reasons = result.skipped
    .map((skip) => {
      const label = labelOf(skip.id);
      // A refusal that names the document already ("INV-0003 is sent, not a draft") is not prefixed again.
      return skip.error.startsWith(label) ? skip.error : `${label}: ${skip.error}`;
    })
    .join('; ');
  return `${done}, ${result.skipped.length} skipped: ${reasons}`;
}

export interface SelectionToolbarProps {
  /** The list's path (`invoices`, `contacts`): its CSV of the selection. */
  list: string;
  /** The selected rows' ids; the toolbar shows once there is one. */
  ids: readonly (string | number)[];
  /** The selection's CSV file name, without `.csv`. */
  filename: string;
  /** The noun of a row, for the count ("3 invoices selected"). */
  noun: string;
  /** Sales documents also take Send, Mark as sent and Download PDFs. */
  documents?: BulkDocuments;
  /** A row's name in the result message (its number); its id otherwise. */
  labelOf?: (id: string) => string;
  /** After documents changed: the lists to read again. */
  onChanged?: () => void;
}

/**
 * What can be done with the rows selected in a list: export them as CSV, and for invoices and estimates e-mail
 * each to its contact, mark the drafts sent, or download their PDFs as one ZIP. Each action shows only to a
 * role that may call its route; the result says how many changed and why any were skipped.
 */
export function SelectionToolbar({
  list,
  ids,
  filename,
  noun,
  documents,
  labelOf = (id) => id,
  onChanged,
}: SelectionToolbarProps) {
  const may = useMayCall();
  const [result, setResult] = useState<string | null>(null);
  const selected = ids.map(String);
  const action = useMutation({
    mutationFn: (act: DocumentBulkAction) => bulkDocumentAction(documents!, selected, act),
    onMutate: () => setResult(null),
    onSuccess: (answer, act) => {
      const text = bulkMessage(act, answer, labelOf);
      setResult(text);
      // The list read again clears the selection, and this bar with it: the toast keeps the message.
      if (answer.skipped.length > 0) toast.warning(text);
      else toast.success(text);
      if (answer.changed > 0) onChanged?.();
    },
    onError: (error) => setResult(errorMessage(error, 'Nothing was changed. Please try again.')),
  });
  const pdfs = useMutation({
    mutationFn: async () => saveBlob(await downloadDocumentPdfs(documents!, selected), `${filename}.zip`),
    onMutate: () => setResult(null),
    onError: (error) => setResult(errorMessage(error, 'The PDFs were not downloaded. Please try again.')),
  });
  if (ids.length === 0) return null;
  const busy = action.isPending || pdfs.isPending;
  const bulk = documents !== undefined && may(`POST /api/${documents}/bulk`);
  const zip = documents !== undefined && may(`GET /api/${documents}/pdfs`);
  return (
    <section className={bar} aria-label="Selected rows">
      <span className={count}>{`${pluralize(ids.length, noun)} selected`}</span>
      {bulk ? (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            loading={action.isPending && action.variables === 'send'}
            onClick={() => action.mutate('send')}
          >
            <SendIcon />
            Send
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            loading={action.isPending && action.variables === 'mark_sent'}
            onClick={() => action.mutate('mark_sent')}
          >
            <CheckIcon />
            Mark as sent
          </Button>
        </>
      ) : null}
      {zip ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          loading={pdfs.isPending}
          onClick={() => pdfs.mutate()}
        >
          <FileIcon />
          Download PDFs
        </Button>
      ) : null}
      <ExportCsvButton list={list} ids={ids} filename={filename} label="Export selected" size="sm" />
      {result ? (
        <p role="status" className={message}>
          {result}
        </p>
      ) : null}
    </section>
  );
}
