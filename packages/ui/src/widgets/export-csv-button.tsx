import { downloadListCsv, errorMessage, type ListFilters, saveBlob } from '@daftari/api-client';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../components/button.tsx';
import { DownloadIcon } from '../components/icons.tsx';
import { toastError } from '../components/toaster.tsx';
import { useMayCall } from './may-call.tsx';

export interface ExportCsvButtonProps {
  /** The list's path, as GET /{list} names it: `invoices`, `journal_entries`. */
  list: string;
  /** The filters on screen (the page is left out): the CSV holds every row they match. */
  filters?: ListFilters;
  /** Just these rows (a selection) instead of every matching one. */
  ids?: readonly (string | number)[];
  /** The downloaded file's name, without `.csv`. */
  filename: string;
  label?: string;
  size?: 'sm' | 'md';
}

/** Downloads the list as CSV (GET /{list}?format=csv): every row of the filters on screen, or the selection. */
export function ExportCsvButton({
  list,
  filters,
  ids,
  filename,
  label = 'Export CSV',
  size = 'md',
}: ExportCsvButtonProps) {
  const readable = useMayCall()(`GET /api/${list}`);
  const exporting = useMutation({
    mutationFn: async () => saveBlob(await downloadListCsv(list, filters, ids), `${filename}.csv`),
    onError: (error) => toastError('The list was not exported', errorMessage(error, 'Please try again.')),
  });
  if (!readable) return null;
  return (
    <Button
      variant="ghost"
      size={size}
      loading={exporting.isPending}
      loadingText="Exporting..."
      onClick={() => exporting.mutate()}
    >
      <DownloadIcon />
      {label}
    </Button>
  );
}
