import type { Account, AccountUpdate } from '@daftari/contracts';
import type { accounts } from '../../db/schema.ts';
import type { AccountUsage } from './usage.ts';

type AccountRow = typeof accounts.$inferSelect;

/** The business's address, contact, tax and payment details: what its invoices print under its name. */
export type BusinessDetails = Omit<
  Account,
  'id' | 'name' | 'currency' | 'mpesa_c2b_token' | 'logo_url' | 'document_settings' | keyof AccountUsage
>;

/** The account row's details under both sets of contract names (flat, and the business-details section's). */
export function businessDetails(row: AccountRow): BusinessDetails {
  const street = row.addressLine2 ? `${row.addressLine1 ?? ''}\n${row.addressLine2}` : row.addressLine1;
  return {
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    tax_pin: row.taxPin,
    bank_name: row.bankName,
    bank_account_name: row.bankAccountName,
    bank_account_number: row.bankAccountNumber,
    bank_branch: row.bankBranch,
    bank_sort_code: row.bankSortCode,
    mpesa_paybill: row.mpesaPaybill,
    legal_name: row.legalName,
    trading_name: row.tradingName,
    address: {
      street,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      country: row.country,
    },
    kra_pin: row.taxPin,
    vat_registered: row.vatRegistered,
    financial_year_start: row.financialYearStart,
    bank_details: {
      bank_name: row.bankName,
      account_name: row.bankAccountName,
      account_number: row.bankAccountNumber,
      branch: row.bankBranch,
      sort_code: row.bankSortCode,
    },
    paybill: row.mpesaPaybill,
    till: row.mpesaTill,
    payment_instructions: row.paymentInstructions,
    invoice_layout: row.invoiceLayout as NonNullable<Account['invoice_layout']>,
    accent_color: row.accentColor,
    lock_date: row.lockDate,
    time_zone: row.timeZone,
    reminders: { enabled: row.remindersEnabled, steps: row.reminderSteps },
  };
}

/** Contract field name → column, for the flat editable fields of PUT /account. */
const editableColumns = {
  name: 'name',
  currency: 'currency',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  country: 'country',
  phone: 'phone',
  email: 'email',
  tax_pin: 'taxPin',
  bank_name: 'bankName',
  bank_account_name: 'bankAccountName',
  bank_account_number: 'bankAccountNumber',
  bank_branch: 'bankBranch',
  bank_sort_code: 'bankSortCode',
  mpesa_paybill: 'mpesaPaybill',
  legal_name: 'legalName',
  trading_name: 'tradingName',
  kra_pin: 'taxPin',
  vat_registered: 'vatRegistered',
  financial_year_start: 'financialYearStart',
  paybill: 'mpesaPaybill',
  till: 'mpesaTill',
  payment_instructions: 'paymentInstructions',
  invoice_layout: 'invoiceLayout',
  accent_color: 'accentColor',
  lock_date: 'lockDate',
  time_zone: 'timeZone',
  require_two_step: 'requireTwoStep',
} as const satisfies Record<
  Exclude<
    keyof AccountUpdate,
    'reminders' | 'rotate_mpesa_token' | 'etims' | 'address' | 'bank_details' | 'document_settings'
  >,
  keyof AccountRow
>;

const addressColumns = {
  city: 'city',
  state: 'state',
  postal_code: 'postalCode',
  country: 'country',
} as const satisfies Record<Exclude<keyof NonNullable<AccountUpdate['address']>, 'street'>, keyof AccountRow>;

const bankColumns = {
  bank_name: 'bankName',
  account_name: 'bankAccountName',
  account_number: 'bankAccountNumber',
  branch: 'bankBranch',
  sort_code: 'bankSortCode',
} as const satisfies Record<keyof NonNullable<AccountUpdate['bank_details']>, keyof AccountRow>;

function copyFields(
  changes: Partial<AccountRow>,
  values: Record<string, unknown> | undefined,
  columns: Record<string, keyof AccountRow>,
): void {
  for (const [field, column] of Object.entries(columns)) {
    const value = values?.[field];
    if (value !== undefined) Object.assign(changes, { [column]: value });
  }
}

/**
 * The column changes of an update's detail fields (absent ones stay, null clears). The nested `address` and
 * `bank_details` win over their flat twins sent in the same update; a street's second line is address line 2.
 */
export function detailChanges(update: AccountUpdate): Partial<AccountRow> {
  const changes: Partial<AccountRow> = {};
  copyFields(changes, update, editableColumns);
  copyFields(changes, update.address, addressColumns);
  copyFields(changes, update.bank_details, bankColumns);
  const street = update.address?.street;
  if (street !== undefined) {
    const [line1, line2] = street === null ? [] : street.split(/\r?\n/).map((line) => line.trim());
    changes.addressLine1 = line1 || null;
    changes.addressLine2 = line2 || null;
  }
  return changes;
}
