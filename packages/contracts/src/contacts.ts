import { z } from 'zod';
import { optionalKraPin } from './etims.ts';
import { currencyCode, optionalEmailAddress, optionalText, text } from './fields.ts';
import { listQueryFields } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

export const billingAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * A customer or supplier. `full_name` is first and last name joined, else the company name, else null
 * (the server derives it; clients never send it).
 */
export const contactSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  /** The customer's KRA PIN, sent to eTIMS so the buyer can claim the input VAT; the API always answers it. */
  kra_pin: z.string().nullable().optional(),
  /**
   * The currency the contact is billed in by default (ISO 4217): a new invoice or bill for them without a
   * currency takes it. The books' currency unless set; the API always answers it.
   */
  currency: z.string().optional(),
  billing_address: billingAddressSchema,
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const billingAddressInputSchema = z.object({
  street: optionalText('Street').optional(),
  city: optionalText('City', 100).optional(),
  state: optionalText('State', 100).optional(),
  postal_code: optionalText('Postal code', 20).optional(),
  country: optionalText('Country', 100).optional(),
});

export const NAME_OR_EMAIL_REQUIRED = 'Enter a first name, last name, company name or email';

/** A contact's fields as POST /contacts takes them under `contact`; blank optional fields clear. */
const contactFields = {
  first_name: optionalText('First name', 100).optional(),
  last_name: optionalText('Last name', 100).optional(),
  company_name: optionalText('Company name').optional(),
  email: optionalEmailAddress('Email').optional(),
  phone: optionalText('Phone', 50).optional(),
  kra_pin: optionalKraPin('KRA PIN').optional(),
  /** Left out or null: the books' currency. */
  currency: currencyCode().nullish(),
  billing_address: billingAddressInputSchema.nullish(),
};

/** What POST /contacts accepts under `contact` (and what a PUT's merged result must be). */
export const contactInputSchema = z
  .object(contactFields)
  .refine((c) => Boolean(c.first_name || c.last_name || c.company_name || c.email), {
    message: NAME_OR_EMAIL_REQUIRED,
    path: ['first_name'],
  });
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactRequestSchema = z.object({ contact: contactInputSchema });
export type ContactRequest = z.input<typeof contactRequestSchema>;

/**
 * PUT /contacts/{id}: `{contact:{...}}`, the fields to change (left out: kept; `null` or blank: cleared).
 * `billing_address` merges by field (its fields left out keep theirs); `billing_address: null` clears it.
 */
export const contactUpdateRequestSchema = z.object({ contact: z.object(updateFieldsOf(contactFields)) });
export type ContactUpdateRequest = z.input<typeof contactUpdateRequestSchema>;

/** GET /contacts: `search` (name, email, company; substring, any case), `letter` (first letter of the name). */
export const contactListQuerySchema = z.object({
  search: text('Search').trim().max(200, 'Search must be at most 200 characters').optional(),
  letter: z
    .string()
    .trim()
    .regex(/^[A-Za-z]?$/, 'Letter must be a single letter from A to Z')
    .optional(),
  ...listQueryFields(10),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** One data row of an import preview: the contact as it would be created, and its line in the file. */
export const contactImportPreviewRowSchema = contactSchema.omit({ id: true, created_at: true }).extend({
  line: z.number().int(),
});

/**
 * What a column of an import file can hold. `name` is a person's full name (split into first and last name
 * when the row has neither); `display_name` is the name another tool shows for the contact (Zoho's Display
 * Name, Wave's customer name, Xero's ContactName): kept whole as the company name unless it only repeats the
 * person's name. `street_2` is joined to `street` with ", ". Several columns may hold `phone`: the first
 * non-empty one of a row is kept.
 */
export const contactImportFields = [
  'first_name',
  'last_name',
  'name',
  'display_name',
  'company_name',
  'email',
  'phone',
  'street',
  'street_2',
  'city',
  'state',
  'postal_code',
  'country',
  'kra_pin',
] as const;
export const contactImportFieldSchema = z.enum(contactImportFields);
export type ContactImportField = z.infer<typeof contactImportFieldSchema>;

/**
 * The optional multipart text field `mapping` of POST /contacts/import: JSON naming, for columns of the file
 * by their header, the field each holds (`null`: ignore the column). It overrides what was detected; a field
 * it gives a column is taken from any detected column not named in it.
 */
export const contactImportMappingSchema = z.record(z.string(), contactImportFieldSchema.nullable());
export type ContactImportMapping = z.infer<typeof contactImportMappingSchema>;

/** A column of the file (its header) and the field it is read into, null when it is ignored. */
export const contactImportColumnSchema = z.object({
  column: z.string(),
  field: contactImportFieldSchema.nullable(),
});
export type ContactImportColumn = z.infer<typeof contactImportColumnSchema>;

/**
 * POST /contacts/import answers how many contacts were created. With `?dry_run=true` nothing is created:
 * `imported` is 0, `row_count` says how many would be, `preview` holds the first rows (at most 100) as
 * they would be stored, `mapping` every column of the file in order with the field it is read into, and
 * `ignored_columns` the headers of the columns read into nothing. Either way a file with any bad row answers
 * 422 `{error: "N rows have errors; nothing was imported", details: {"line 3": [messages]}}` (lines as in the
 * file), and a bad `mapping` 422 with `details: {mapping: [messages]}`.
 */
export const contactImportResultSchema = z.object({
  imported: z.number().int(),
  row_count: z.number().int().optional(),
  preview: z.array(contactImportPreviewRowSchema).optional(),
  mapping: z.array(contactImportColumnSchema).optional(),
  ignored_columns: z.array(z.string()).optional(),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
