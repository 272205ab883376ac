import type { Bill } from '@daftari/contracts';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ReceiptDropzone, type ReceiptDropzoneProps } from '../../expense-form/ReceiptDropzone.tsx';
import { stack } from '../../expense-form/styles.ts';
import { AttachmentPreview } from '../AttachmentPreview.tsx';
import { DownloadBillAttachmentButton } from '../DownloadBillAttachmentButton.tsx';

const current = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });

export interface BillAttachmentCardProps {
  dropzone: ReceiptDropzoneProps;
  /** The stored bill, whose attachment is shown until another file is chosen. */
  bill: Bill | undefined;
  file: File | null;
}

/** The supplier's invoice: choosing it (which reads it), its preview, or the one already attached. */
export function BillAttachmentCard({ dropzone, bill, file }: BillAttachmentCardProps) {
  return (
    <Card title="Supplier's invoice" description="A photo or a PDF of the invoice your supplier gave you.">
      <div className={stack}>
        <ReceiptDropzone {...dropzone} />
        {file ? <AttachmentPreview file={file} name={file.name} /> : null}
        {bill?.attachment && !file ? (
          <p className={current}>
            Attached: {bill.attachment.file_name}
            <DownloadBillAttachmentButton bill={bill} />
          </p>
        ) : null}
      </div>
    </Card>
  );
}
