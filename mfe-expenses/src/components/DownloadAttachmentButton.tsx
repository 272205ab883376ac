import { messageOf } from '@daftari/api-client';
import type { Expense } from '@daftari/contracts';
import { Button, DownloadIcon, toastError } from '@daftari/ui';
import { useDownloadAttachment } from '../api/expenses.ts';

/** Downloads an expense's attachment (nothing when it has none). */
export function DownloadAttachmentButton({ expense }: { expense: Expense }) {
  const download = useDownloadAttachment();
  if (!expense.attachment) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Download ${expense.attachment.file_name}`}
      loading={download.isPending}
      // In a table row the row opens the expense; this button only downloads.
      onClick={(event) => {
        event.stopPropagation();
        download.mutate(expense, {
          onError: (error) => toastError('Failed to download the attachment', messageOf(error, '')),
        });
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <DownloadIcon />
    </Button>
  );
}
