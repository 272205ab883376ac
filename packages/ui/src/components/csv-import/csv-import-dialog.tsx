import { css } from '@daftari/ui/styled-system/css';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { ChosenFile } from './chosen-file.tsx';
import { ColumnMapping, type fieldChoices } from './column-mapping.tsx';
import { ImportProblems } from './import-problems.tsx';
import { type CsvImportOptions, type ImportAnswer, useCsvImport } from './use-csv-import.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const hiddenInput = css({ srOnly: true });

export interface CsvImportDialogProps<F extends string, A extends ImportAnswer<F>>
  extends Omit<CsvImportOptions<F, A>, 'onOpenChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `Import contacts`: the dialog's title, and its button until a file checks out. */
  title: string;
  description: string;
  /** The import button once the file checks out: `Import 3 contacts`. */
  importLabel: (count: number) => string;
  choices: ReturnType<typeof fieldChoices>;
  /** The first step, before a file is chosen: a drop zone labelling the file input `inputId`. */
  picker: (props: { inputId: string; onChoose: (file: File | undefined) => void }) => ReactNode;
  /** A file that checks out: what it holds. */
  preview: (answer: A, count: number) => ReactNode;
}

/**
 * Choose a CSV (a plain one or another tool's export), see it checked and previewed (a dry run) with how its
 * columns are read, change any column and see it checked again, then import every row (or none).
 */
export function CsvImportDialog<F extends string, A extends ImportAnswer<F>>(
  props: CsvImportDialogProps<F, A>,
) {
  const { open, title, description, importLabel, choices, picker, preview, ...options } = props;
  const { check, columns, count, importing, choose, remap, runImport, close } = useCsvImport(options);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const chooseAgain = () => {
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.click();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={importing}>
            Cancel
          </Button>
          <Button
            onClick={runImport}
            disabled={check.state !== 'ready' || count === 0}
            loading={importing}
            loadingText="Importing..."
          >
            {check.state === 'ready' ? importLabel(count) : title}
          </Button>
        </>
      }
    >
      <div className={stack}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className={hiddenInput}
          aria-label="Choose a CSV file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {check.state === 'idle' ? (
          picker({ inputId, onChoose: choose })
        ) : (
          <ChosenFile
            file={check.file}
            checking={check.state === 'checking'}
            onChooseAgain={chooseAgain}
            disabled={importing}
          />
        )}
        {check.state === 'invalid' ? (
          <ImportProblems message={check.message} lines={check.lines} withColumns={columns !== null} />
        ) : null}
        {check.state === 'ready' ? preview(check.answer, count) : null}
        {columns ? (
          <ColumnMapping
            mapping={columns.mapping}
            choices={choices}
            detected={columns.detected}
            onChange={remap}
            disabled={importing}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
