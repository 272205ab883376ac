import type { Bill } from '@daftari/contracts';
import { Card, Skeleton } from '@daftari/ui';
import { useBillAttachment } from '../../../api/bills.ts';
import { AttachmentPreview } from '../AttachmentPreview.tsx';
import { DownloadBillAttachmentButton } from '../DownloadBillAttachmentButton.tsx';

/** The supplier's invoice kept with the bill: its preview and a download. */
export function AttachmentCard({ bill }: { bill: Bill & { attachment: NonNullable<Bill['attachment']> } }) {
  const file = useBillAttachment(bill);
  return (
    <Card title="Supplier's invoice" actions={<DownloadBillAttachmentButton bill={bill} label="Download" />}>
      {file.data ? (
        <AttachmentPreview file={file.data} name={bill.attachment.file_name} />
      ) : file.isError ? (
        <p>{bill.attachment.file_name}</p>
      ) : (
        <Skeleton height={160} />
      )}
    </Card>
  );
}
