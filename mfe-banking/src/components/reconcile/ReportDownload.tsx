import { errorMessage } from '@daftari/api-client';
import type { MoneyAccount } from '@daftari/contracts';
import { Button, DownloadIcon, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadReconciliationReport } from '../../api/reconciliations.ts';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/**
 * The reconciliation report of the account on a date (the latest statement's, else today): its statement and
 * ledger balances and what is not yet reconciled, as CSV or PDF.
 */
export function ReportDownload({ account, asOf }: { account: MoneyAccount; asOf: string }) {
  const download = useDownloadReconciliationReport();
  const save = (format: 'csv' | 'pdf') =>
    download.mutate(
      { accountId: account.ledger_account_id, asOf, number: account.number, format },
      { onError: (error) => toastError('Could not download the report', errorMessage(error, '')) },
    );
  return (
    <div className={row}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Report as of {asOf}:</span>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={download.isPending}
          aria-label={`Download the reconciliation report as ${format.toUpperCase()}`}
          onClick={() => save(format)}
        >
          <DownloadIcon /> {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
