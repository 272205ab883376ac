import { z } from 'zod';

/**
 * KRA eTIMS OSCU (online sales control unit) wire format, as KRA's OSCU specification v2.0 defines it and the
 * open clients send it: every call is a JSON POST with an OAuth 2.0 bearer token (see oauth.ts); every call but
 * `selectInitOsdcInfo` carries the headers `tin`, `bhfId` and `cmcKey`, the body only the fields of its request
 * table; every answer is `{resultCd, resultMsg, resultDt, data}` with `resultCd` "000" on success. Amounts are
 * numbers in the currency unit with at most 2 decimals (NUMBER(18,2)), quantities too (NUMBER(13,2)); dates
 * are in dates.ts. A line's `taxblAmt` is its amount net of VAT and `totAmt` that plus `taxAmt`, as the
 * KRA-certified clients send them (Odoo's OSCU module, ERPNext's kenya-compliance); the specification's own
 * sample, inherited from Rwanda's EBM, shows VAT-inclusive amounts instead. A credit note is a sale of receipt
 * type R with positive amounts. A corrected field is a change to this file only.
 */

export const OSCU_PATHS = {
  initialize: '/selectInitOsdcInfo',
  codeList: '/selectCodeList',
  itemClasses: '/selectItemClsList',
  saveItem: '/saveItem',
  saveSale: '/saveTrnsSalesOsdc',
  purchases: '/selectTrnsPurchaseSalesList',
  insertPurchase: '/insertTrnsPurchase',
  stockIO: '/insertStockIO',
  stockMaster: '/saveStockMaster',
} as const;

export const RESULT_OK = '000';
/** "There is no search result": a list call found nothing after `lastReqDt`. */
export const RESULT_NO_DATA = '001';
/** "This device is installed": the device was initialized before; KRA answers no key again. */
export const RESULT_DEVICE_INSTALLED = '902';

/** The decimals KRA takes of amounts (NUMBER(18,2)) and quantities (NUMBER(13,2)). */
export const OSCU_PLACES = 2;

/** The tax types: A exempt, B standard (16 %), C zero-rated, D non-VAT, E the reduced rate (8 %). */
export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const TAX_RATES: Record<TaxType, number> = { A: 0, B: 16, C: 0, D: 0, E: 8 };

/**
 * The tax type of a line: exempt A and non-VAT D by its tax category (a line at 0 %), else by its VAT rate:
 * 16 % B, 8 % E, 0 % C (zero-rated). Any other rate has no type.
 */
export function taxTypeOf(rate: string | number, category: string | null = null): TaxType {
  if (category === 'exempt') return 'A';
  if (category === 'non_vat') return 'D';
  const percent = Number(rate);
  const type = TAX_TYPES.find((t) => t !== 'A' && t !== 'D' && TAX_RATES[t] === percent);
  if (type === undefined) throw new Error(`A line's VAT rate of ${rate} % has no KRA eTIMS tax type.`);
  return type;
}

/** `itemTyCd`: what an item is. */
export const ITEM_TYPES = { rawMaterial: '1', finishedProduct: '2', service: '3' } as const;
export type ItemType = (typeof ITEM_TYPES)[keyof typeof ITEM_TYPES];

/** `pkgUnitCd` of an item sold without packaging. */
export const NO_PACKAGING = 'NT';

/** `qtyUnitCd` of a unit an invoice line is counted in: kilograms KG, litres L, anything else U (a unit). */
export const qtyUnitCodeOf = (unit: string) => ({ kg: 'KG', litres: 'L' })[unit] ?? 'U';

/**
 * An item code as KRA composes them: the country of origin, the item type, the packaging and quantity units,
 * then the item's sequence number (7 digits, from 1), e.g. `KE2NTKG0000042`.
 */
export const itemCode = (type: ItemType, packaging: string, quantityUnit: string, sequence: number) => {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new Error(`An item sequence starts at 1: ${sequence}`);
  return `KE${type}${packaging}${quantityUnit}${String(sequence).padStart(7, '0')}`;
};

/** KRA's receipt check page, production's and the sandbox's: what a signed receipt's QR code opens. */
export const RECEIPT_CHECK_URLS = {
  production: 'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData',
  sandbox: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData',
} as const;

/** The receipt check link of a signed receipt: `Data` is the seller's PIN, branch and receipt signature. */
export const receiptCheckUrl = (page: string, tin: string, bhfId: string, rcptSign: string) =>
  `${page}?Data=${encodeURIComponent(`${tin}${bhfId}${rcptSign}`)}`;

/** The number KRA's receipts print as the CU invoice number: the control unit's id and its receipt number. */
export const cuInvoiceNumber = (sdcId: string | null, curRcptNo: number) =>
  sdcId ? `${sdcId}/${curRcptNo}` : String(curRcptNo);

/** `rcptTyCd`: S a sale, R a credit note (refund). */
export type ReceiptType = 'S' | 'R';

/** `pmtTyCd`: 01 cash, 02 credit, 03 cash/credit, 04 bank cheque, 05 card, 06 mobile money, 07 other. */
export const PAYMENT_TYPES = {
  cash: '01',
  credit: '02',
  bankCheque: '04',
  card: '05',
  mobileMoney: '06',
  other: '07',
} as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** The headers of every call after initialization. */
export interface OscuHeaders {
  tin: string;
  bhfId: string;
  cmcKey: string;
}

/** `selectInitOsdcInfo`: the device asks for its communication key. */
export interface InitializeRequest {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

/** `saveItem`: an item (good or service) registered under the branch before it is sold. */
export interface SaveItemRequest {
  itemCd: string;
  itemClsCd: string;
  itemTyCd: string;
  itemNm: string;
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: TaxType;
  dftPrc: number;
  isrcAplcbYn: 'N';
  useYn: 'Y';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
}

export interface SaleItem {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxTyCd: TaxType;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

/** One number per tax type: `taxblAmtA` … `taxblAmtE` and the like. */
export type PerTaxType<Prefix extends string> = { [T in TaxType as `${Prefix}${T}`]: number };

/** `saveTrnsSalesOsdc`: a sale (S) or credit note (R) for the control unit to sign. */
export type SaleRequest = {
  trdInvcNo: string;
  invcNo: number;
  /** A credit note's original sale: that sale's `invcNo`; 0 on a sale. */
  orgInvcNo: number;
  custTin: string | null;
  custNm: string | null;
  salesTyCd: 'N';
  rcptTyCd: ReceiptType;
  pmtTyCd: PaymentType;
  salesSttsCd: '02';
  cfmDt: string;
  salesDt: string;
  /** When goods left (or, on a credit note, came back to) the business: the confirmation time; null for services. */
  stockRlsDt: string | null;
  cnclReqDt: null;
  cnclDt: null;
  /** A credit note's time (`yyyyMMddHHmmss`); null on a sale. */
  rfdDt: string | null;
  /** A credit note's reason (KRA's list, "01" … "06"); null on a sale. */
  rfdRsnCd: string | null;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  prchrAcptcYn: 'N';
  remark: string | null;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  receipt: {
    custTin: string | null;
    custMblNo: string | null;
    rcptPbctDt: string;
    trdeNm: string;
    adrs: string;
    topMsg: string | null;
    btmMsg: string | null;
    prchrAcptcYn: 'N';
  };
  itemList: SaleItem[];
} & PerTaxType<'taxblAmt'> &
  PerTaxType<'taxRt'> &
  PerTaxType<'taxAmt'>;

/** Every answer's envelope. */
export const resultSchema = z.object({
  resultCd: z.string(),
  resultMsg: z.string().optional().default(''),
  resultDt: z.string().optional(),
  data: z.unknown().optional(),
});

export const initializeDataSchema = z.object({
  info: z.object({ cmcKey: z.string().min(1), sdcId: z.string().nullish(), mrcNo: z.string().nullish() }),
});

/** What the control unit answers a signed sale. */
export const saleDataSchema = z.object({
  curRcptNo: z.coerce.number().int(),
  totRcptNo: z.coerce.number().int(),
  intrlData: z.string().min(1),
  rcptSign: z.string().min(1),
  sdcDateTime: z.string().regex(/^\d{14}$/),
});
export type SaleAnswer = z.infer<typeof saleDataSchema>;
