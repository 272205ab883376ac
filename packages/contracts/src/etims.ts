import { z } from 'zod';
import { accountSchema, etimsSettingsSchema } from './current-user.ts';
import { optionalText, text } from './fields.ts';

/** A KRA PIN: a letter, nine digits and a letter (`P051234567X`); stored upper-cased. */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;
const KRA_PIN_MESSAGE = 'must be a letter, nine digits and a letter, e.g. P051234567X';

/** An optional KRA PIN: blank clears it, anything else must have the PIN's form. */
export function optionalKraPin(label: string) {
  return optionalText(label, 11)
    .transform((value) => value?.toUpperCase() ?? null)
    .refine((value) => value === null || KRA_PIN_PATTERN.test(value), `${label} ${KRA_PIN_MESSAGE}`);
}

/** eTIMS settings as PUT /account takes them under `etims`; absent fields stay as they are. */
export const etimsSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'eTIMS enabled must be true or false' }).optional(),
  /** The contract's name of the PIN; `kra_pin` is the same field (given both, `kra_pin` wins). */
  pin: optionalKraPin('eTIMS KRA PIN').optional(),
  kra_pin: optionalKraPin('eTIMS KRA PIN').optional(),
  branch_id: text('eTIMS branch id')
    .trim()
    .regex(/^\d{2}$/, 'eTIMS branch id must be two digits, e.g. 00')
    .optional(),
  device_serial: optionalText('eTIMS device serial', 50).optional(),
  /** The OAuth consumer key and secret KRA's developer portal issued (stored encrypted; blank clears both). */
  consumer_key: optionalText('eTIMS consumer key', 200).optional(),
  consumer_secret: optionalText('eTIMS consumer secret', 200).optional(),
});
export type EtimsSettingsInput = z.infer<typeof etimsSettingsInputSchema>;

/**
 * POST /etims/initialize: the settings after KRA answered; `message` when KRA answered that the device was
 * initialized before (902) and the key stored then is kept. POST /account/etims/initialize answers the
 * account (accountEtimsInitializeResponseSchema).
 */
export const etimsInitializeResponseSchema = z.object({
  data: etimsSettingsSchema,
  message: z.string().optional(),
});
export const accountEtimsInitializeResponseSchema = z.object({
  data: accountSchema,
  message: z.string().optional(),
});

/** Where an invoice stands with KRA: `pending` until the control unit signed it, `failed` after the retries. */
export const ETIMS_STATUSES = ['pending', 'signed', 'failed'] as const;
export const etimsStatusSchema = z.enum(ETIMS_STATUSES);
export type EtimsStatus = z.infer<typeof etimsStatusSchema>;

/** An invoice's eTIMS record: the control unit's receipt number, signature and time once signed. */
export const invoiceEtimsSchema = z.object({
  status: etimsStatusSchema,
  /**
   * The account's gapless eTIMS receipt number sent as `invcNo` (separate from the invoice number): taken when
   * the document is sent to KRA, so null while it waits; a sale KRA refused gives its number to the next one.
   */
  receipt_number: z.number().int().nullable(),
  /** The CU invoice number KRA's receipts print: the control unit's id and its receipt number (`curRcptNo`). */
  cu_invoice_number: z.string().nullable(),
  signature: z.string().nullable(),
  /** KRA's receipt check page of the signed receipt: what its QR code opens; null until signed. */
  receipt_url: z.string().nullable(),
  /** The same URL under the contract's name. */
  qr_url: z.string().nullable(),
  /** The control unit's internal data (`intrlData`) of the signed receipt; null until signed. */
  internal_data: z.string().nullable(),
  signed_at: z.string().nullable(),
  /** KRA's message after the last failed attempt. */
  error: z.string().nullable(),
});
export type InvoiceEtims = z.infer<typeof invoiceEtimsSchema>;

/**
 * KRA's credit note reasons (`rfdRsnCd`, KRA's code list): 01 missing quantity, 02 missing data, 03 damaged,
 * 04 wasted, 05 raw material shortage, 06 refund (the default: money or value given back).
 */
export const KRA_CREDIT_REASONS = {
  missing_quantity: '01',
  missing_data: '02',
  damaged: '03',
  wasted: '04',
  raw_material_shortage: '05',
  refund: '06',
} as const;
export type KraCreditReason = keyof typeof KRA_CREDIT_REASONS;
export const DEFAULT_KRA_CREDIT_REASON: KraCreditReason = 'refund';
export const kraCreditReasonSchema = z.enum(
  Object.keys(KRA_CREDIT_REASONS) as [KraCreditReason, ...KraCreditReason[]],
  { error: `KRA reason must be one of ${Object.keys(KRA_CREDIT_REASONS).join(', ')}` },
);

/** A credit note's eTIMS record: an invoice's, with the reason sent to KRA. */
export const creditNoteEtimsSchema = invoiceEtimsSchema.extend({ kra_reason: kraCreditReasonSchema });
export type CreditNoteEtims = z.infer<typeof creditNoteEtimsSchema>;

/**
 * Where a bill fetched from KRA stands: `pending` while a draft (KRA is told once it leaves draft), then
 * `awaiting` until KRA accepted the purchase (`confirmed`), `failed` after the retries.
 */
export const BILL_ETIMS_STATUSES = ['pending', 'awaiting', 'confirmed', 'failed'] as const;

/** A bill's eTIMS record: the supplier's signed invoice it was fetched from and its confirmation. */
export const billEtimsSchema = z.object({
  status: z.enum(BILL_ETIMS_STATUSES),
  supplier_pin: z.string(),
  /** The supplier's CU invoice number: its control unit's id and its invoice number. */
  cu_invoice_number: z.string(),
  /** The account's gapless purchase number sent to KRA; null until the bill left draft. */
  purchase_number: z.number().int().nullable(),
  confirmed_at: z.string().nullable(),
  /** KRA's message after the last failed attempt. */
  error: z.string().nullable(),
});
export type BillEtims = z.infer<typeof billEtimsSchema>;

/** POST /etims/purchases/pull: how many of the invoices KRA listed became draft bills (the rest were known). */
export const etimsPurchasePullSchema = z.object({
  data: z.object({ imported: z.number().int(), listed: z.number().int() }),
});
export type EtimsPurchasePull = z.infer<typeof etimsPurchasePullSchema>['data'];

/** GET /etims/codes?class=XX: one of KRA's code lists (`04` tax types, `07` payment types, `32` credit reasons). */
export const etimsCodeQuerySchema = z.object({
  class: text('Code class')
    .trim()
    .regex(/^\d{2}$/, 'Code class must be two digits, e.g. 04'),
});
export const etimsCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type EtimsCode = z.infer<typeof etimsCodeSchema>;
export const etimsCodeListResponseSchema = z.object({ data: z.array(etimsCodeSchema) });

/** GET /etims/item_classes?search=&limit=: KRA's item classifications an item can be registered under. */
export const etimsItemClassQuerySchema = z.object({
  search: optionalText('Search', 100)
    .transform((value) => value ?? '')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const etimsItemClassSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int().nullable(),
  tax_type: z.string().nullable(),
});
export type EtimsItemClass = z.infer<typeof etimsItemClassSchema>;
export const etimsItemClassListResponseSchema = z.object({ data: z.array(etimsItemClassSchema) });
