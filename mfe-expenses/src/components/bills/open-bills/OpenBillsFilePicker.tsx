import { CsvDropZone, type CsvDropZoneProps, Field, Input, SwitchFromTools } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const notes = css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '2' });

export interface OpenBillsFilePickerProps extends CsvDropZoneProps {
  /** The switching date (`yyyy-MM-dd`; empty: today). */
  date: string;
  onDateChange: (date: string) => void;
}

/** The first step: the switching date, the drop zone, the columns a file may have and each tool's export. */
export function OpenBillsFilePicker({ date, onDateChange, ...props }: OpenBillsFilePickerProps) {
  return (
    <>
      <Field
        label="Switching date"
        helperText="The day you start keeping your books in Daftari: what you owed then is your opening payables. Empty: today."
      >
        <Input type="date" value={date} onChange={(event) => onDateChange(event.target.value)} />
      </Field>
      <CsvDropZone {...props} />
      <div className={notes}>
        <p>
          One row per unpaid bill: the supplier's <strong>bill number</strong>, the <strong>supplier</strong>{' '}
          (already in your contacts), <strong>date</strong>, <strong>due date</strong>, <strong>total</strong>{' '}
          and the <strong>amount paid</strong> or <strong>balance due</strong>. Each owes its balance; paid
          bills are left out. The bill exports of other tools are read as they are:
        </p>
        <SwitchFromTools what="openBills" />
      </div>
    </>
  );
}
