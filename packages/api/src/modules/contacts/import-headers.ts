/**
 * The header dictionary of contact imports: the names other tools give each column (Wave, Zoho Books,
 * FreshBooks, QuickBooks Online, Invoice Ninja, Xero, Google and Outlook contacts), normalised by
 * `normaliseHeader`. A `preferred` name is taken over a `fallback` one: billing and postal addresses over
 * shipping, street and home ones; Zoho's Display Name over its Customer Name.
 */
import type { ContactImportField } from '@daftari/contracts';

interface Aliases {
  preferred: string[];
  fallback?: string[];
}

const dictionary: Record<ContactImportField, Aliases> = {
  first_name: {
    preferred: ['first_name', 'firstname', 'first', 'given_name', 'forename', 'contact_first_name'],
  },
  last_name: {
    preferred: ['last_name', 'lastname', 'last', 'surname', 'family_name', 'contact_last_name'],
  },
  name: { preferred: ['name', 'full_name', 'fullname', 'contact_name', 'contact', 'contact_person'] },
  display_name: {
    preferred: ['display_name', 'display_name_as', 'contactname'],
    fallback: ['customer_name', 'customer', 'client_name', 'vendor_name', 'supplier_name'],
  },
  company_name: {
    preferred: [
      'company',
      'company_name',
      'companyname',
      'organization',
      'organisation',
      'organization_name',
      'organisation_name',
      'organization_1_name',
      'business',
      'business_name',
    ],
  },
  email: {
    preferred: [
      'email',
      'e_mail',
      'email_address',
      'e_mail_address',
      'emailaddress',
      'emailid',
      'e_mail_1_value',
      'mail',
      'primary_contact_email',
      'contact_email',
    ],
  },
  phone: {
    preferred: [
      'phone',
      'phone_number',
      'phonenumber',
      'phone_no',
      'telephone',
      'tel',
      'mobile',
      'mobile_number',
      'mobilenumber',
      'mobilephone',
      'mobile_phone',
      'cell',
      'ddinumber',
      'toll_free',
      'billing_phone',
      'work_phone',
      'contact_phone',
      'primary_phone',
      'business_phone',
      'business_phone_2',
      'company_main_phone',
      'home_phone',
      'home_phone_2',
      'other_phone',
      'phone_1_value',
      'phone_2_value',
      'phone_3_value',
    ],
  },
  street: {
    preferred: [
      'street',
      'address',
      'street_address',
      'address_line1',
      'address_line_1',
      'address1',
      'billing_street',
      'billing_address',
      'billing_address_line_1',
      'poaddressline1',
      'address_1_street',
      'business_street',
    ],
    fallback: [
      'shipping_street',
      'shipping_address',
      'shipping_address_line_1',
      'ship_to_address_line_1',
      'saaddressline1',
      'home_street',
    ],
  },
  street_2: {
    preferred: [
      'street_2',
      'street2',
      'address_line2',
      'address_line_2',
      'address2',
      'apt_suite',
      'billing_street2',
      'billing_street_2',
      'billing_apt_suite',
      'billing_address_line_2',
      'poaddressline2',
      'address_1_extended_address',
      'business_street_2',
    ],
    fallback: [
      'shipping_street2',
      'shipping_apt_suite',
      'shipping_address_line_2',
      'ship_to_address_line_2',
      'saaddressline2',
      'home_street_2',
    ],
  },
  city: {
    preferred: [
      'city',
      'town',
      'city_town',
      'billing_city',
      'billing_address_city',
      'pocity',
      'address_1_city',
      'business_city',
    ],
    fallback: ['shipping_city', 'shipping_address_city', 'ship_to_city', 'sacity', 'home_city'],
  },
  state: {
    preferred: [
      'state',
      'county',
      'region',
      'province',
      'province_state',
      'state_province',
      'state_province_region',
      'billing_state',
      'billing_state_province',
      'billing_address_state',
      'poregion',
      'address_1_region',
      'business_state',
    ],
    fallback: [
      'shipping_state',
      'shipping_state_province',
      'shipping_address_state',
      'ship_to_province_state',
      'saregion',
      'home_state',
    ],
  },
  postal_code: {
    preferred: [
      'postal_code',
      'postalcode',
      'post_code',
      'postcode',
      'zip',
      'zip_code',
      'zipcode',
      'postal_code_zip_code',
      'zip_postal_code',
      'billing_code',
      'billing_zip',
      'billing_postal_code',
      'billing_address_postal_code',
      'popostalcode',
      'address_1_postal_code',
      'business_postal_code',
    ],
    fallback: [
      'shipping_code',
      'shipping_postal_code',
      'shipping_address_postal_code',
      'ship_to_postal_code_zip_code',
      'sapostalcode',
      'home_postal_code',
    ],
  },
  country: {
    preferred: [
      'country',
      'country_region',
      'billing_country',
      'billing_address_country',
      'pocountry',
      'address_1_country',
      'business_country',
      'business_country_region',
    ],
    fallback: [
      'shipping_country',
      'shipping_address_country',
      'ship_to_country',
      'sacountry',
      'home_country',
      'home_country_region',
    ],
  },
};

/** A header's field and whether it is only a fallback. */
interface Known {
  field: ContactImportField;
  fallback: boolean;
}

const known = new Map<string, Known>();
for (const [field, { preferred, fallback = [] }] of Object.entries(dictionary) as [
  ContactImportField,
  Aliases,
][]) {
  for (const name of preferred) known.set(name, { field, fallback: false });
  for (const name of fallback) known.set(name, { field, fallback: true });
}

/** `" E-mail Address "` → `e_mail_address`, `*ContactName` → `contactname`. */
export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The field a header names, if the dictionary knows it. */
export const knownHeader = (header: string): Known | undefined => known.get(normaliseHeader(header));

/**
 * The field each column is read into (null: ignored). Every phone column holds `phone`; for any other field
 * the preferred column is taken, else the first fallback one. Two preferred columns for one field (`email`
 * and `E-Mail`) both keep it: which one is meant cannot be guessed, and `duplicateField` says so.
 */
export function detectMapping(headers: string[]): (ContactImportField | null)[] {
  const found = headers.map(knownHeader);
  const hasPreferred = new Set(
    found.filter((match) => match && !match.fallback).map((match) => match!.field),
  );
  const firstFallback = new Map<ContactImportField, number>();
  found.forEach((match, index) => {
    if (match?.fallback && !firstFallback.has(match.field)) firstFallback.set(match.field, index);
  });
  return found.map((match, index) => {
    if (!match) return null;
    if (!match.fallback || match.field === 'phone') return match.field;
    return !hasPreferred.has(match.field) && firstFallback.get(match.field) === index ? match.field : null;
  });
}

/** The first two columns (trimmed headers) that hold one field other than phone, if any. */
export function duplicateField(headers: string[], fields: (ContactImportField | null)[]) {
  const holder = new Map<ContactImportField, number>();
  for (const [index, field] of fields.entries()) {
    if (!field || field === 'phone') continue;
    const first = holder.get(field);
    if (first !== undefined) return { field, first: headers[first]!.trim(), second: headers[index]!.trim() };
    holder.set(field, index);
  }
  return null;
}
