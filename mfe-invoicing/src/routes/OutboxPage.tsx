import { messageOf } from '@daftari/api-client';
import { areaPath, type OutboxMessage } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Link } from '@daftari/router';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DownloadIcon,
  EmptyState,
  LoadError,
  MailIcon,
  PageHeader,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadOutboxMessage, useOutbox } from '../api/outbox.ts';

/**
 * The local outbox: e-mails Daftari kept because no SMTP server is configured (SMTP_URL), so the owner can
 * still read, download and forward what would have been sent.
 */
export function OutboxPage() {
  const outbox = useOutbox();
  const download = useDownloadOutboxMessage();

  const columns: DataTableColumn<OutboxMessage>[] = [
    { id: 'to', header: 'To', cell: (message) => message.to },
    { id: 'subject', header: 'Subject', cell: (message) => message.subject },
    {
      id: 'created',
      header: 'Kept on',
      cell: (message) => formatDateMedium(message.created_at),
    },
    {
      id: 'download',
      header: <span className={css({ srOnly: true })}>Download</span>,
      align: 'end',
      cell: (message) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download the e-mail to ${message.to}`}
          onClick={() =>
            download.mutate(message.id, {
              onError: (error) =>
                toastError('Failed to download the e-mail', messageOf(error, 'Please try again.')),
            })
          }
        >
          <DownloadIcon />
          .eml
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Outbox"
        description="No mail server is set up, so Daftari keeps the e-mails it would have sent here. Download one to read or forward it."
        actions={
          <Button asChild variant="ghost">
            <Link to={areaPath('invoicing')}>Back to invoices</Link>
          </Button>
        }
      />
      {outbox.isError ? (
        <LoadError
          title="The outbox could not be loaded"
          message={messageOf(outbox.error, 'Please try again.')}
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data?.length === 0 ? (
        <EmptyState
          icon={<MailIcon size={24} />}
          title="No e-mails kept"
          description="E-mails you send from an invoice appear here while no mail server is set up."
        />
      ) : (
        <DataTable
          columns={columns}
          rows={outbox.data ?? []}
          getRowId={(message) => message.id}
          loading={outbox.isPending}
          emptyText="No e-mails kept"
        />
      )}
    </>
  );
}
