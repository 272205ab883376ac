import { messageOf } from '@daftari/api-client';
import type { Bill } from '@daftari/contracts';
import { Button, DownloadIcon, toastError } from '@daftari/ui';
import { useDownloadBillAttachment } from '../../api/bills.ts';

/** Downloads a bill's attachment (nothing when it has none). */
export function DownloadBillAttachmentButton({ bill, label }: { bill: Bill; label?: string }) {
  const download = useDownloadBillAttachment();
  if (!bill.attachment) return null;
  return (
    <Button
      variant={label ? 'outline' : 'ghost'}
      size="sm"
      aria-label={label ? undefined : `Download ${bill.attachment.file_name}`}
      loading={download.isPending}
      onClick={() =>
        download.mutate(bill, {
          onError: (error) => toastError('Failed to download the attachment', messageOf(error, '')),
        })
      }
    >
      <DownloadIcon />
      {label}
    </Button>
  );
}
