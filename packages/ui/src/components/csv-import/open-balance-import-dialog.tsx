import { formatDate, formatMoney, pluralize } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table.tsx';
import { Field } from '../field.tsx';
import { Input } from '../input.tsx';
import { SwitchFromTools } from '../switch-from-tools.tsx';
import { toast } from '../toaster.tsx';
import type { fieldChoices } from './column-mapping.tsx';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { CsvDropZone } from './drop-zone.tsx';
import { ImportPreview } from './import-preview.tsx';
import type { ImportAnswer, ImportMutation } from './use-csv-import.ts';

const notesStyle = css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '2' });

/** A preview row of an open-balance import: the document as it will be stored. */
export interface OpenBalancePreviewRow {
  line: number;
  issue_date: string;
  due_date: string;
  total: number;
  balance: number;
}

/** What an open-balance import answers (open invoices, open bills). */
export interface OpenBalanceAnswer<F extends string, R extends OpenBalancePreviewRow>
  extends ImportAnswer<F> {
  already_paid: number;
  switching_date: string;
  total_balance: number;
  preview?: R[];
}

export interface OpenBalanceImportDialogProps<
  F extends string,
  R extends OpenBalancePreviewRow,
  A extends OpenBalanceAnswer<F, R>,
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
  mutation: ImportMutation<F, A>;
  choices: ReturnType<typeof fieldChoices>;
  /** The switching date (`yyyy-MM-dd`; empty: today), which the mutation sends. */
  date: string;
  onDateChange: (date: string) => void;
  /** `bill`: `Import open bills`, `2 paid bills left out.` */
  document: string;
  /** `payables`: what the import posts, `your opening payables`. */
  opening: string;
  /** `what you owed your suppliers`: the dialog's description, `Upload ... when you switched.` */
  owedWhenSwitched: string;
  /** `what you owed then`: the switching date's help, `... is your opening payables.` */
  owedThen: string;
  /** What a row holds, and which export of another tool to take. */
  notes: ReactNode;
  tools: 'openInvoices' | 'openBills';
  /** The preview's first columns: the document's number and its contact. */
  documentColumns: DataTableColumn<R>[];
}

/**
 * Bring forward the documents still open when the business switched from the tool used before (open invoices,
 * open bills): a switching date and a file, checked first, all or nothing (see CsvImportDialog).
 */
export function OpenBalanceImportDialog<
  F extends string,
  R extends OpenBalancePreviewRow,
  A extends OpenBalanceAnswer<F, R>,
>(props: OpenBalanceImportDialogProps<F, R, A>) {
  const { currency, document, date, onDateChange } = props;
  const open = `open ${document}`;
  const imported = (answer: A) =>
    toast.success(`${pluralize(answer.imported, open)} brought forward`, {
      description: `${formatMoney(answer.total_balance, currency)} owed, posted as your opening ${props.opening}.`,
    });
  const columns: DataTableColumn<R>[] = [
    ...props.documentColumns,
    { id: 'date', header: 'Date', cell: (row) => formatDate(row.issue_date) },
    { id: 'due', header: 'Due', cell: (row) => formatDate(row.due_date) },
    { id: 'total', header: 'Total', align: 'end', cell: (row) => formatMoney(row.total, currency) },
    { id: 'balance', header: 'Balance', align: 'end', cell: (row) => formatMoney(row.balance, currency) },
  ];
  const ready = (answer: A, count: number) => {
    const owed = formatMoney(answer.total_balance, currency);
    const paid =
      answer.already_paid > 0 ? ` ${pluralize(answer.already_paid, `paid ${document}`)} left out.` : '';
    return `${pluralize(count, open)} ready to import: ${owed} owed on ${formatDate(answer.switching_date)}.${paid}`;
  };
  return (
    <CsvImportDialog<F, A>
      open={props.open}
      onOpenChange={props.onOpenChange}
      mutation={props.mutation}
      onImported={imported}
      failed={`Failed to import the open ${document}s`}
      title={`Import open ${document}s`}
      description={`Upload ${props.owedWhenSwitched} when you switched. Every row is checked first; nothing is imported until the whole file is right.`}
      importLabel={(count) => `Import ${pluralize(count, open)}`}
      choices={props.choices}
      picker={(dropZone) => (
        <>
          <Field
            label="Switching date"
            helperText={`The day you start keeping your books in Daftari: ${props.owedThen} is your opening ${props.opening}. Empty: today.`}
          >
            <Input type="date" value={date} onChange={(event) => onDateChange(event.target.value)} />
          </Field>
          <CsvDropZone {...dropZone} />
          <div className={notesStyle}>
            {props.notes}
            <SwitchFromTools what={props.tools} />
          </div>
        </>
      )}
      preview={(answer, count) => (
        <ImportPreview ready={ready(answer, count)} count={count} columns={columns} rows={answer.preview} />
      )}
    />
  );
}
