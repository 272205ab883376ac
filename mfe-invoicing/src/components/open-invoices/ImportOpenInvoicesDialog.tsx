import type { OpenInvoiceImportField, OpenInvoiceImportResult } from '@daftari/contracts';
import { formatMoney, pluralize } from '@daftari/format';
import { CsvImportDialog, toast } from '@daftari/ui';
import { useState } from 'react';
import { useImportOpenInvoices } from '../../api/open-invoices.ts';
import { FIELD_CHOICES } from './import-fields.ts';
import { OpenInvoicesFilePicker } from './OpenInvoicesFilePicker.tsx';
import { OpenInvoicesPreview } from './OpenInvoicesPreview.tsx';

export interface ImportOpenInvoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
}

/** Bring the invoices customers still owe on from the tool used before: checked first, all or nothing. */
export function ImportOpenInvoicesDialog({ open, onOpenChange, currency }: ImportOpenInvoicesDialogProps) {
  const [date, setDate] = useState('');
  const mutation = useImportOpenInvoices(date);
  const imported = (answer: OpenInvoiceImportResult) =>
    toast.success(`${pluralize(answer.imported, 'open invoice')} brought forward`, {
      description: `${formatMoney(answer.total_balance, currency)} owed, posted as your opening receivables.`,
    });
  return (
    <CsvImportDialog<OpenInvoiceImportField, OpenInvoiceImportResult>
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      onImported={imported}
      failed="Failed to import the open invoices"
      title="Import open invoices"
      description="Upload what your customers owed when you switched. Every row is checked first; nothing is imported until the whole file is right."
      importLabel={(count) => `Import ${pluralize(count, 'open invoice')}`}
      choices={FIELD_CHOICES}
      picker={(props) => <OpenInvoicesFilePicker {...props} date={date} onDateChange={setDate} />}
      preview={(answer, count) => <OpenInvoicesPreview answer={answer} count={count} currency={currency} />}
    />
  );
}
