import { z } from 'zod';
import { compactOscuDateTime } from './dates.ts';
import { type PaymentType, type PerTaxType, type SaleItem, TAX_TYPES, type TaxType } from './wire.ts';

/**
 * The purchases side of KRA eTIMS OSCU (specification 3.3.7, as ERPNext's kenya-compliance and the
 * kra-etims-js-sdk send it). `selectTrnsPurchaseSalesList` answers the sales other businesses' control units
 * signed with this PIN as the buyer, registered at or after `lastReqDt`, under `data.saleList` (result code
 * "001" when there are none); its `cfmDt` and `stockRlsDt` come as `yyyy-MM-dd HH:mm:ss` (read here as
 * `yyyyMMddHHmmss`, the form of every request). `insertTrnsPurchase` tells KRA the business accepted one as
 * its purchase, under its own gapless purchase number `invcNo` (receipt type P, purchase type N normal, status
 * 02 approved), with the supplier's own amounts.
 */

/** A time of the list in either of KRA's forms, read as `yyyyMMddHHmmss`. */
const listedTime = z.string().transform((value, context) => {
  const compact = compactOscuDateTime(value);
  if (compact === null) {
    context.addIssue({ code: 'custom', message: 'not a time of the form yyyy-MM-dd HH:mm:ss' });
    return z.NEVER;
  }
  return compact;
});

const amount = z.coerce.number().finite();
const optionalText = z.string().nullish();
function perType<P extends string>(prefix: P) {
  return Object.fromEntries(TAX_TYPES.map((type) => [`${prefix}${type}`, amount.default(0)])) as {
    [T in TaxType as `${P}${T}`]: z.ZodDefault<typeof amount>;
  };
}

export const purchaseItemSchema = z.object({
  itemSeq: z.coerce.number().int(),
  itemCd: optionalText,
  itemClsCd: optionalText,
  itemNm: z.string().min(1),
  bcd: optionalText,
  pkgUnitCd: optionalText,
  pkg: amount.nullish(),
  qtyUnitCd: optionalText,
  qty: amount,
  prc: amount,
  splyAmt: amount,
  dcRt: amount.default(0),
  dcAmt: amount.default(0),
  taxTyCd: z.enum(TAX_TYPES),
  taxblAmt: amount,
  taxAmt: amount,
  totAmt: amount,
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

/** One sale of the list: a supplier's signed invoice to this business. */
export const purchaseSaleSchema = z.object({
  spplrTin: z.string().regex(/^[A-Z]\d{9}[A-Z]$/),
  spplrNm: z.string().min(1),
  spplrBhfId: z.string().nullish(),
  spplrInvcNo: z.coerce.number().int().nonnegative(),
  spplrSdcId: z.string().max(50).nullish(),
  rcptTyCd: optionalText,
  pmtTyCd: optionalText,
  remark: optionalText,
  cfmDt: listedTime,
  salesDt: z.string().regex(/^\d{8}$/),
  stockRlsDt: listedTime.nullish(),
  totItemCnt: z.coerce.number().int(),
  ...perType('taxblAmt'),
  ...perType('taxRt'),
  ...perType('taxAmt'),
  totTaxblAmt: amount,
  totTaxAmt: amount,
  totAmt: amount,
  itemList: z.array(purchaseItemSchema).min(1),
});
export type PurchaseSale = z.infer<typeof purchaseSaleSchema>;

/** The list's `data`; `saleList` null or absent reads as none. */
export const purchaseListDataSchema = z.object({
  saleList: z
    .array(purchaseSaleSchema)
    .nullish()
    .transform((list) => list ?? []),
});

/** An item of `insertTrnsPurchase`: a sold item's fields, with the supplier's own codes for it. */
export type PurchaseRequestItem = SaleItem & {
  bcd: string | null;
  spplrItemClsCd: string | null;
  spplrItemCd: string | null;
  spplrItemNm: string | null;
  itemExprDt: null;
};

/** `insertTrnsPurchase`: the business accepts a supplier's sale as its purchase. */
export type PurchaseRequest = {
  /** The business's own purchase number: gapless per account, separate from its receipt numbers. */
  invcNo: number;
  orgInvcNo: 0;
  spplrTin: string;
  spplrBhfId: string | null;
  spplrNm: string;
  spplrInvcNo: number;
  /** A automatic (from the list), M manual. */
  regTyCd: 'A';
  pchsTyCd: 'N';
  rcptTyCd: 'P';
  pmtTyCd: PaymentType;
  pchsSttsCd: '02';
  cfmDt: string;
  pchsDt: string;
  wrhsDt: null;
  cnclReqDt: null;
  cnclDt: null;
  rfdDt: null;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  remark: string | null;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  itemList: PurchaseRequestItem[];
} & PerTaxType<'taxblAmt'> &
  PerTaxType<'taxRt'> &
  PerTaxType<'taxAmt'>;
