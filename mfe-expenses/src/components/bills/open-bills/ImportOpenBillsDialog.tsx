import type { OpenBillImportField, OpenBillImportPreviewRow, OpenBillImportResult } from '@daftari/contracts';
import { OpenBalanceImportDialog } from '@daftari/ui';
import { useState } from 'react';
import { useImportOpenBills } from '../../../api/open-bills.ts';
import { FIELD_CHOICES } from './import-fields.ts';

export interface ImportOpenBillsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
}

/** Bring the bills still owed to suppliers on from the tool used before: checked first, all or nothing. */
export function ImportOpenBillsDialog(props: ImportOpenBillsDialogProps) {
  const [date, setDate] = useState('');
  const mutation = useImportOpenBills(date);
  return (
    <OpenBalanceImportDialog<OpenBillImportField, OpenBillImportPreviewRow, OpenBillImportResult>
      {...props}
      mutation={mutation}
      choices={FIELD_CHOICES}
      date={date}
      onDateChange={setDate}
      document="bill"
      opening="payables"
      owedWhenSwitched="what you owed your suppliers"
      owedThen="what you owed then"
      notes={
        <p>
          One row per unpaid bill: the supplier's <strong>bill number</strong>, the <strong>supplier</strong>{' '}
          (already in your contacts), <strong>date</strong>, <strong>due date</strong>, <strong>total</strong>{' '}
          and the <strong>amount paid</strong> or <strong>balance due</strong>. Each owes its balance; paid
          bills are left out. The bill exports of other tools are read as they are:
        </p>
      }
      tools="openBills"
      documentColumns={[
        { id: 'number', header: 'Bill number', cell: (row) => row.bill_number },
        { id: 'supplier', header: 'Supplier', cell: (row) => row.supplier_name },
      ]}
    />
  );
}
