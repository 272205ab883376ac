import type { OpenBillImportField, OpenBillImportResult } from '@daftari/contracts';
import { formatMoney, pluralize } from '@daftari/format';
import { CsvImportDialog, toast } from '@daftari/ui';
import { useState } from 'react';
import { useImportOpenBills } from '../../../api/open-bills.ts';
import { FIELD_CHOICES } from './import-fields.ts';
import { OpenBillsFilePicker } from './OpenBillsFilePicker.tsx';
import { OpenBillsPreview } from './OpenBillsPreview.tsx';

export interface ImportOpenBillsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
}

/** Bring the bills still owed to suppliers on from the tool used before: checked first, all or nothing. */
export function ImportOpenBillsDialog({ open, onOpenChange, currency }: ImportOpenBillsDialogProps) {
  const [date, setDate] = useState('');
  const mutation = useImportOpenBills(date);
  const imported = (answer: OpenBillImportResult) =>
    toast.success(`${pluralize(answer.imported, 'open bill')} brought forward`, {
      description: `${formatMoney(answer.total_balance, currency)} owed, posted as your opening payables.`,
    });
  return (
    <CsvImportDialog<OpenBillImportField, OpenBillImportResult>
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      onImported={imported}
      failed="Failed to import the open bills"
      title="Import open bills"
      description="Upload what you owed your suppliers when you switched. Every row is checked first; nothing is imported until the whole file is right."
      importLabel={(count) => `Import ${pluralize(count, 'open bill')}`}
      choices={FIELD_CHOICES}
      picker={(props) => <OpenBillsFilePicker {...props} date={date} onDateChange={setDate} />}
      preview={(answer, count) => <OpenBillsPreview answer={answer} count={count} currency={currency} />}
    />
  );
}
