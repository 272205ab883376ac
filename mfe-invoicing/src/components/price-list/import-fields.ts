import type { PriceListImportField } from '@daftari/contracts';
import { fieldChoices } from '@daftari/ui';

/** What each field of a price list import is called on screen. */
const FIELD_LABELS: Record<PriceListImportField, string> = {
  name: 'Name',
  description: 'Description (after the name)',
  unit_price: 'Unit price',
  tax_rate: 'VAT rate (%)',
  unit: 'Unit',
};

/** The choices for a column: every field, then Ignore. */
export const FIELD_CHOICES = fieldChoices(FIELD_LABELS);
