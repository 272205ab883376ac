import type { ContactImportField, ContactImportResult } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { CsvImportDialog, toast } from '@daftari/ui';
import { useImportContacts } from '../api/contacts.ts';
import { FIELD_CHOICES } from '../lib/import-fields.ts';
import { FilePicker } from './import-contacts/FilePicker.tsx';
import { ImportPreview } from './import-contacts/ImportPreview.tsx';
import { useSampleUrl } from './import-contacts/use-sample-url.ts';

export interface ImportContactsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const imported = (answer: ContactImportResult) =>
  toast.success(`${pluralize(answer.imported, 'contact')} imported`, {
    description: 'They are in your contacts list now.',
  });

/** Import contacts from a CSV: a plain one or another tool's export, checked and previewed first. */
export function ImportContactsDialog({ open, onOpenChange }: ImportContactsDialogProps) {
  const mutation = useImportContacts();
  const sampleUrl = useSampleUrl(open);
  return (
    <CsvImportDialog<ContactImportField, ContactImportResult>
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      onImported={imported}
      failed="Failed to import contacts"
      title="Import contacts"
      description="Upload a CSV file. Every row is checked first; nothing is imported until the whole file is right."
      importLabel={(count) => `Import ${pluralize(count, 'contact')}`}
      choices={FIELD_CHOICES}
      picker={({ inputId, onChoose }) => (
        <FilePicker inputId={inputId} onChoose={onChoose} sampleUrl={sampleUrl} />
      )}
      preview={(answer, count) => <ImportPreview answer={answer} count={count} />}
    />
  );
}
