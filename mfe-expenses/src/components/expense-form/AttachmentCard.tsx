import type { Expense } from '@daftari/contracts';
import { Card, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { UseFormReturn } from 'react-hook-form';
import type { ExpenseFormValues } from '../../lib/expense-form.ts';
import { DetectedBadge } from '../DetectedBadge.tsx';
import { DownloadAttachmentButton } from '../DownloadAttachmentButton.tsx';
import { ReceiptDropzone, type ReceiptDropzoneProps } from './ReceiptDropzone.tsx';
import { stack } from './styles.ts';

const current = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });

export interface AttachmentCardProps {
  form: UseFormReturn<ExpenseFormValues>;
  dropzone: ReceiptDropzoneProps;
  /** The stored expense whose attachment is shown until another file is chosen. */
  expense: Expense | undefined;
  fileChosen: boolean;
  descriptionDetected: boolean;
}

/** The receipt: choosing it, the one already attached, and its description. */
export function AttachmentCard({
  form,
  dropzone,
  expense,
  fileChosen,
  descriptionDetected,
}: AttachmentCardProps) {
  const { errors } = form.formState;
  return (
    <Card title="Attachment">
      <div className={stack}>
        {/* The merchant a receipt names: not shown, sent with the expense. */}
        <input type="hidden" {...form.register('merchantName')} />
        <ReceiptDropzone {...dropzone} />
        {expense?.attachment && !fileChosen ? (
          <p className={current}>
            Attached: {expense.attachment.file_name}
            <DownloadAttachmentButton expense={expense} />
          </p>
        ) : null}
        <Field
          label="Attachment description"
          labelEnd={descriptionDetected ? <DetectedBadge /> : undefined}
          errorText={errors.attachmentDescription?.message}
        >
          <Input {...form.register('attachmentDescription')} />
        </Field>
      </div>
    </Card>
  );
}
