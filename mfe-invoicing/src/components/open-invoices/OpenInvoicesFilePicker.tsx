import { CsvDropZone, type CsvDropZoneProps, Field, Input, SwitchFromTools } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const notes = css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '2' });

export interface OpenInvoicesFilePickerProps extends CsvDropZoneProps {
  /** The switching date (`yyyy-MM-dd`; empty: today). */
  date: string;
  onDateChange: (date: string) => void;
}

/** The first step: the switching date, the drop zone, the columns a file may have and each tool's export. */
export function OpenInvoicesFilePicker({ date, onDateChange, ...props }: OpenInvoicesFilePickerProps) {
  return (
    <>
      <Field
        label="Switching date"
        helperText="The day you start keeping your books in Daftari: what was owed then is your opening receivables. Empty: today."
      >
        <Input type="date" value={date} onChange={(event) => onDateChange(event.target.value)} />
      </Field>
      <CsvDropZone {...props} />
      <div className={notes}>
        <p>
          One row per unpaid invoice: its <strong>number</strong>, <strong>customer</strong> (already in your
          contacts), <strong>date</strong>, <strong>due date</strong>, <strong>total</strong> and the{' '}
          <strong>amount paid</strong> or <strong>balance due</strong>. Each keeps its old number and owes its
          balance; paid invoices are left out. The invoice exports of other tools are read as they are:
        </p>
        <SwitchFromTools what="openInvoices" />
      </div>
    </>
  );
}
