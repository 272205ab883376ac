import { pluralize } from '@daftari/format';
import { Button, Dialog } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useId, useRef } from 'react';
import { ChosenFile } from './import-contacts/ChosenFile.tsx';
import { ColumnMapping } from './import-contacts/ColumnMapping.tsx';
import { FilePicker } from './import-contacts/FilePicker.tsx';
import { ImportPreview } from './import-contacts/ImportPreview.tsx';
import { ImportProblems } from './import-contacts/ImportProblems.tsx';
import { useContactImport } from './import-contacts/use-contact-import.ts';
import { useSampleUrl } from './import-contacts/use-sample-url.ts';

export { problemsByLine } from './import-contacts/problems-by-line.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const hiddenInput = css({ srOnly: true });

export interface ImportContactsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Choose a CSV (a plain one or another tool's export), see it checked and previewed (a dry run) with how its
 * columns are read, change any column and see it checked again, then import every row (or none).
 */
export function ImportContactsDialog({ open, onOpenChange }: ImportContactsDialogProps) {
  const { check, columns, count, importing, choose, remap, runImport, close } =
    useContactImport(onOpenChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sampleUrl = useSampleUrl(open);

  const chooseAgain = () => {
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.click();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title="Import contacts"
      description="Upload a CSV file. Every row is checked first; nothing is imported until the whole file is right."
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
            {check.state === 'ready' ? `Import ${pluralize(count, 'contact')}` : 'Import contacts'}
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
          <FilePicker inputId={inputId} onChoose={choose} sampleUrl={sampleUrl} />
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
        {check.state === 'ready' ? <ImportPreview answer={check.answer} count={count} /> : null}
        {columns ? (
          <ColumnMapping
            mapping={columns.mapping}
            detected={columns.detected}
            onChange={remap}
            disabled={importing}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
