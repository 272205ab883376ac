import type { Account, AccountUpdate } from '@daftari/contracts';
import * as z from 'zod/mini';

const text = (max: number, label: string) =>
  z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`));
const digits = (label: string) =>
  z
    .string()
    .check(
      z.refine((value) => value.trim() === '' || /^\d{5,10}$/.test(value.trim()), `${label}: 5 to 10 digits`),
    );

/** The business-details form: every field as the text typed; empty clears it. */
export const businessForm = z.object({
  legal_name: text(200, 'Legal name'),
  trading_name: text(200, 'Trading name'),
  street1: text(200, 'Street'),
  street2: text(200, 'Street, second line'),
  city: text(100, 'City'),
  state: text(100, 'County or state'),
  postal_code: text(20, 'Postal code'),
  country: text(100, 'Country'),
  phone: text(50, 'Phone'),
  email: z
    .string()
    .check(
      z.refine(
        (value) => value.trim() === '' || /^\S+@\S+\.\S+$/.test(value.trim()),
        'Enter an e-mail address',
      ),
    ),
  kra_pin: text(50, 'KRA PIN'),
  vat_registered: z.boolean(),
  fy_month: z.string(),
  fy_day: z.string(),
  bank_name: text(100, 'Bank name'),
  account_name: text(100, 'Account name'),
  account_number: text(50, 'Account number'),
  branch: text(100, 'Branch'),
  sort_code: text(50, 'Sort code'),
  paybill: digits('Paybill'),
  till: digits('Till number'),
  payment_instructions: text(1000, 'Payment instructions'),
});
export type BusinessValues = z.infer<typeof businessForm>;
export type BusinessField = keyof BusinessValues;

/** The form's values for the account as the API answers it. */
export function valuesOf(account: Account): BusinessValues {
  const address = account.address;
  const bank = account.bank_details;
  const [street1 = '', street2 = ''] = (address?.street ?? '').split(/\r?\n/);
  const [month = '01', day = '01'] = (account.financial_year_start ?? '01-01').split('-');
  return {
    legal_name: account.legal_name ?? '',
    trading_name: account.trading_name ?? '',
    street1,
    street2,
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.postal_code ?? '',
    country: address?.country ?? '',
    phone: account.phone ?? '',
    email: account.email ?? '',
    kra_pin: account.kra_pin ?? '',
    vat_registered: account.vat_registered ?? false,
    fy_month: month,
    fy_day: day,
    bank_name: bank?.bank_name ?? '',
    account_name: bank?.account_name ?? '',
    account_number: bank?.account_number ?? '',
    branch: bank?.branch ?? '',
    sort_code: bank?.sort_code ?? '',
    paybill: account.paybill ?? '',
    till: account.till ?? '',
    payment_instructions: account.payment_instructions ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** PUT /account's `account` for the form's values: empty fields clear, the street's two lines join. */
export function updateOf(values: BusinessValues): AccountUpdate {
  const street = [values.street1.trim(), values.street2.trim()].filter(Boolean).join('\n');
  return {
    legal_name: orNull(values.legal_name),
    trading_name: orNull(values.trading_name),
    address: {
      street: orNull(street),
      city: orNull(values.city),
      state: orNull(values.state),
      postal_code: orNull(values.postal_code),
      country: orNull(values.country),
    },
    phone: orNull(values.phone),
    email: orNull(values.email),
    kra_pin: orNull(values.kra_pin),
    vat_registered: values.vat_registered,
    financial_year_start: `${values.fy_month}-${values.fy_day}`,
    bank_details: {
      bank_name: orNull(values.bank_name),
      account_name: orNull(values.account_name),
      account_number: orNull(values.account_number),
      branch: orNull(values.branch),
      sort_code: orNull(values.sort_code),
    },
    paybill: orNull(values.paybill),
    till: orNull(values.till),
    payment_instructions: orNull(values.payment_instructions),
  };
}

/** The API's names of the fields (as a 422's `details` keys them) and the form field each shows under. */
export const FIELD_OF_API_KEY: Record<string, BusinessField> = {
  legal_name: 'legal_name',
  trading_name: 'trading_name',
  'address.street': 'street1',
  'address.city': 'city',
  'address.state': 'state',
  'address.postal_code': 'postal_code',
  'address.country': 'country',
  phone: 'phone',
  email: 'email',
  kra_pin: 'kra_pin',
  vat_registered: 'vat_registered',
  financial_year_start: 'fy_month',
  'bank_details.bank_name': 'bank_name',
  'bank_details.account_name': 'account_name',
  'bank_details.account_number': 'account_number',
  'bank_details.branch': 'branch',
  'bank_details.sort_code': 'sort_code',
  paybill: 'paybill',
  till: 'till',
  payment_instructions: 'payment_instructions',
};

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ label, value: String(index + 1).padStart(2, '0') }));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of a month every year has (no 29 February: the year must start on the same day each year). */
export function daysOf(month: string) {
  const count = DAYS_IN_MONTH[Number(month) - 1] ?? 31;
  return Array.from({ length: count }, (_, index) => {
    const value = String(index + 1).padStart(2, '0');
    return { label: String(index + 1), value };
  });
}
