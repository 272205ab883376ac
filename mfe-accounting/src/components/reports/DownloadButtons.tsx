import { messageOf } from '@daftari/api-client';
import { Button, DownloadIcon, toastError } from '@daftari/ui';
import { type DownloadFormat, useDownloadReport } from '../../api/reports.ts';
import type { ReportKind } from '../../lib/report-kinds.ts';

const formats: { format: DownloadFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'pdf', label: 'PDF' },
];

/** 'profit-and-loss-2026-01-01-to-2026-11-25': the report and the days it covers. */
export function fileNameOf(kind: ReportKind, search: Record<string, string>) {
  const days = search.month ?? search.as_of ?? `${search.from}-to-${search.to}`;
  const account = search.ledger_account_id ? `-account-${search.ledger_account_id}` : '';
  return `${kind.replace(/_/g, '-')}${account}-${days}`;
}

/** The report on screen as a CSV (for a spreadsheet) or a PDF; nothing to download without a query. */
export function DownloadButtons({
  kind,
  search,
}: {
  kind: ReportKind;
  search: Record<string, string> | null;
}) {
  const download = useDownloadReport();
  return (
    <>
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          disabled={search === null || download.isPending}
          loading={download.isPending && download.variables?.format === format}
          loadingText="Downloading…"
          aria-label={`Download ${label}`}
          onClick={() =>
            search &&
            download.mutate(
              { kind, search, format, fileName: fileNameOf(kind, search) },
              { onError: (error) => toastError('Could not download the report', messageOf(error, '')) },
            )
          }
        >
          <DownloadIcon /> {label}
        </Button>
      ))}
    </>
  );
}
