import type { PriceListImportField, PriceListImportResult } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { CsvImportDialog, toast } from '@daftari/ui';
import { useImportPriceListItems } from '../../api/price-list.ts';
import { FIELD_CHOICES } from './import-fields.ts';
import { PriceListFilePicker } from './PriceListFilePicker.tsx';
import { PriceListPreview } from './PriceListPreview.tsx';

export interface ImportPriceListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: string;
}

function imported({ imported: added, already_listed: listed = 0 }: PriceListImportResult) {
  toast.success(`${pluralize(added, 'item')} added to your price list`, {
    description: listed > 0 ? `${pluralize(listed, 'item')} were on it already.` : undefined,
  });
}

/** Import a price list from a CSV: a plain spreadsheet or another tool's item export, checked first. */
export function ImportPriceListDialog({ open, onOpenChange, currency }: ImportPriceListDialogProps) {
  const mutation = useImportPriceListItems();
  return (
    <CsvImportDialog<PriceListImportField, PriceListImportResult>
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      onImported={imported}
      failed="Failed to import the price list"
      title="Import price list"
      description="Upload a CSV file. Every row is checked first; nothing is imported until the whole file is right."
      importLabel={(count) => `Import ${pluralize(count, 'item')}`}
      choices={FIELD_CHOICES}
      picker={(props) => <PriceListFilePicker {...props} />}
      preview={(answer, count) => <PriceListPreview answer={answer} count={count} currency={currency} />}
    />
  );
}
