import type {
  OpenInvoiceImportField,
  OpenInvoiceImportPreviewRow,
  OpenInvoiceImportResult,
} from '@daftari/contracts';
import { OpenBalanceImportDialog } from '@daftari/ui';
import { useState } from 'react';
import { useImportOpenInvoices } from '../../api/open-invoices.ts';
import { FIELD_CHOICES } from './import-fields.ts';

export interface ImportOpenInvoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
}

/** Bring the invoices customers still owe on from the tool used before: checked first, all or nothing. */
export function ImportOpenInvoicesDialog(props: ImportOpenInvoicesDialogProps) {
  const [date, setDate] = useState('');
  const mutation = useImportOpenInvoices(date);
  return (
    <OpenBalanceImportDialog<OpenInvoiceImportField, OpenInvoiceImportPreviewRow, OpenInvoiceImportResult>
      {...props}
      mutation={mutation}
      choices={FIELD_CHOICES}
      date={date}
      onDateChange={setDate}
      document="invoice"
      opening="receivables"
      owedWhenSwitched="what your customers owed"
      owedThen="what was owed then"
      notes={
        <p>
          One row per unpaid invoice: its <strong>number</strong>, <strong>customer</strong> (already in your
          contacts), <strong>date</strong>, <strong>due date</strong>, <strong>total</strong> and the{' '}
          <strong>amount paid</strong> or <strong>balance due</strong>. Each keeps its old number and owes its
          balance; paid invoices are left out. The invoice exports of other tools are read as they are:
        </p>
      }
      tools="openInvoices"
      documentColumns={[
        { id: 'number', header: 'Number', cell: (row) => row.invoice_number },
        { id: 'customer', header: 'Customer', cell: (row) => row.customer_name },
      ]}
    />
  );
}
