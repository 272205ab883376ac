import type { ContactImportField } from '@daftari/contracts';
import { fieldChoices } from '@daftari/ui';

/** What each field of an import is called on screen. */
export const IMPORT_FIELD_LABELS: Record<ContactImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  name: 'Full name (split into first and last)',
  display_name: 'Display name (kept as the company)',
  company_name: 'Company',
  email: 'Email',
  phone: 'Phone',
  street: 'Street',
  street_2: 'Street, second line',
  city: 'City',
  state: 'State / county / region',
  postal_code: 'Postal code',
  country: 'Country',
  kra_pin: 'KRA PIN',
};

/** The choices for a column: every field, then Ignore. */
export const FIELD_CHOICES = fieldChoices(IMPORT_FIELD_LABELS);
