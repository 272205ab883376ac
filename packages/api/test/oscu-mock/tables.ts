import {
  COUNTRIES,
  CREDIT_NOTE_REASONS,
  PACKAGING_UNITS,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
  PURCHASE_RECEIPT_TYPES,
  QUANTITY_UNITS,
  REGISTRATION_TYPES,
  SALES_RECEIPT_TYPES,
  STOCK_IN_OUT,
  TAX_TYPES,
  TRANSACTION_PROGRESS,
  TRANSACTION_TYPES,
} from './codes.ts';
import { char, date, dateTime, type Fields, list, number, object, optional, PIN } from './rules.ts';

/**
 * The request tables of KRA's OSCU specification, field by field (the OSCU documentation's API reference).
 * Two places where the documents disagree with themselves are read as their JSON examples and every SDK send
 * them: a sale item's tax amount is `taxAmt` (its table says `totTaxAmt`), and a sale carries `salesTyCd`
 * (its example does, its table does not list it).
 */

const YN = new Set(['Y', 'N']);
const audit: Fields = {
  regrId: char(20),
  regrNm: char(60),
  modrId: char(20),
  modrNm: char(60),
};
const amount = (options?: { required?: boolean }) => number(18, 2, options);
const quantity = () => number(13, 2);
const perTaxType = (): Fields =>
  Object.fromEntries(
    Object.keys(TAX_TYPES).flatMap((type) => [
      [`taxblAmt${type}`, amount()],
      [`taxRt${type}`, number(7, 2)],
      [`taxAmt${type}`, amount()],
    ]),
  );

export const LAST_REQUEST: Fields = { lastReqDt: dateTime() };

export const INITIALIZE: Fields = {
  tin: char(11, { exact: 11, pattern: PIN }),
  bhfId: char(2, { exact: 2, pattern: /^\d{2}$/ }),
  dvcSrlNo: char(100),
};

export const SAVE_ITEM: Fields = {
  itemClsCd: char(10),
  itemCd: char(20),
  itemTyCd: char(5, { codes: PRODUCT_TYPES }),
  itemNm: char(200),
  itemStdNm: char(200, optional),
  orgnNatCd: char(5, { codes: COUNTRIES }),
  pkgUnitCd: char(5, { codes: PACKAGING_UNITS }),
  qtyUnitCd: char(5, { codes: QUANTITY_UNITS }),
  taxTyCd: char(5, { codes: TAX_TYPES }),
  btchNo: char(10, optional),
  bcd: char(20, optional),
  dftPrc: amount(),
  grpPrcL1: amount(optional),
  grpPrcL2: amount(optional),
  grpPrcL3: amount(optional),
  grpPrcL4: amount(optional),
  grpPrcL5: amount(optional),
  addInfo: char(7, optional),
  sftyQty: number(13, 2, optional),
  isrcAplcbYn: char(1, { codes: YN }),
  useYn: char(1, { codes: YN }),
  ...audit,
};

const SALE_ITEM: Fields = {
  itemSeq: number(10, 0, { min: 1 }),
  itemClsCd: char(10, optional),
  itemCd: char(20),
  itemNm: char(200),
  bcd: char(20, optional),
  pkgUnitCd: char(5, { codes: PACKAGING_UNITS }),
  pkg: quantity(),
  qtyUnitCd: char(5, { codes: QUANTITY_UNITS }),
  qty: quantity(),
  prc: amount(),
  splyAmt: amount(),
  dcRt: number(5, 2),
  dcAmt: amount(),
  isrccCd: char(10, optional),
  isrccNm: char(100, optional),
  isrcRt: number(3, 0, optional),
  isrcAmt: amount(optional),
  taxTyCd: char(5, { codes: TAX_TYPES }),
  taxblAmt: amount(),
  taxAmt: amount(),
  totAmt: amount(),
};

export const SAVE_SALE: Fields = {
  trdInvcNo: char(50),
  invcNo: number(38, 0, { min: 1 }),
  orgInvcNo: number(38, 0, { min: 0 }),
  custTin: char(11, { required: false, exact: 11, pattern: PIN }),
  custNm: char(60, optional),
  salesTyCd: char(5, { required: false, codes: TRANSACTION_TYPES }),
  rcptTyCd: char(5, { codes: SALES_RECEIPT_TYPES }),
  pmtTyCd: char(5, { required: false, codes: PAYMENT_METHODS }),
  salesSttsCd: char(5, { codes: TRANSACTION_PROGRESS }),
  cfmDt: dateTime(),
  salesDt: date(),
  stockRlsDt: dateTime(optional),
  cnclReqDt: dateTime(optional),
  cnclDt: dateTime(optional),
  rfdDt: dateTime(optional),
  rfdRsnCd: char(5, { required: false, codes: CREDIT_NOTE_REASONS }),
  totItemCnt: number(10, 0, { min: 1 }),
  ...perTaxType(),
  totTaxblAmt: amount(),
  totTaxAmt: amount(),
  totAmt: amount(),
  prchrAcptcYn: char(1, { codes: YN }),
  remark: char(400, optional),
  ...audit,
  receipt: object({
    custTin: char(11, { required: false, exact: 11, pattern: PIN }),
    custMblNo: char(20, optional),
    rcptPbctDt: dateTime(),
    trdeNm: char(20, optional),
    adrs: char(200, optional),
    topMsg: char(20, optional),
    btmMsg: char(20, optional),
    prchrAcptcYn: char(1, { codes: YN }),
  }),
  itemList: list(SALE_ITEM),
};

export const INSERT_PURCHASE: Fields = {
  spplrTin: char(11, { required: false, exact: 11, pattern: PIN }),
  invcNo: number(38, 0, { min: 1 }),
  orgInvcNo: number(38, 0, { min: 0 }),
  spplrBhfId: char(2, { required: false, exact: 2 }),
  spplrNm: char(60, optional),
  spplrInvcNo: number(38, 0, optional),
  regTyCd: char(5, { codes: REGISTRATION_TYPES }),
  pchsTyCd: char(5, { codes: TRANSACTION_TYPES }),
  rcptTyCd: char(5, { codes: PURCHASE_RECEIPT_TYPES }),
  pmtTyCd: char(5, { codes: PAYMENT_METHODS }),
  pchsSttsCd: char(5, { codes: TRANSACTION_PROGRESS }),
  cfmDt: dateTime(optional),
  pchsDt: date(),
  wrhsDt: dateTime(optional),
  cnclReqDt: dateTime(optional),
  cnclDt: dateTime(optional),
  rfdDt: dateTime(optional),
  totItemCnt: number(10, 0, { min: 1 }),
  ...perTaxType(),
  totTaxblAmt: amount(),
  totTaxAmt: amount(),
  totAmt: amount(),
  remark: char(400, optional),
  ...audit,
  itemList: list({
    itemSeq: number(10, 0, { min: 1 }),
    itemCd: char(20, optional),
    itemClsCd: char(10),
    itemNm: char(200),
    bcd: char(20, optional),
    spplrItemClsCd: char(10, optional),
    spplrItemCd: char(20, optional),
    spplrItemNm: char(200, optional),
    pkgUnitCd: char(5, { required: false, codes: PACKAGING_UNITS }),
    pkg: quantity(),
    qtyUnitCd: char(5, { codes: QUANTITY_UNITS }),
    qty: quantity(),
    prc: amount(),
    splyAmt: amount(),
    dcRt: number(5, 2),
    dcAmt: amount(),
    taxblAmt: amount(),
    taxTyCd: char(5, { codes: TAX_TYPES }),
    taxAmt: amount(),
    totAmt: amount(),
    itemExprDt: date(optional),
  }),
};

export const INSERT_STOCK_IO: Fields = {
  sarNo: number(38, 0, { min: 1 }),
  orgSarNo: number(38, 0, { min: 0 }),
  regTyCd: char(5, { codes: REGISTRATION_TYPES }),
  custTin: char(11, { required: false, exact: 11, pattern: PIN }),
  custNm: char(100, optional),
  custBhfId: char(2, { required: false, exact: 2 }),
  sarTyCd: char(5, { codes: STOCK_IN_OUT }),
  ocrnDt: date(),
  totItemCnt: number(10, 0, { min: 1 }),
  totTaxblAmt: amount(),
  totTaxAmt: amount(),
  totAmt: amount(),
  remark: char(400, optional),
  ...audit,
  itemList: list({
    itemSeq: number(10, 0, { min: 1 }),
    itemClsCd: char(10),
    itemCd: char(20, optional),
    itemNm: char(200),
    bcd: char(20, optional),
    pkgUnitCd: char(5, { codes: PACKAGING_UNITS }),
    pkg: quantity(),
    qtyUnitCd: char(5, { codes: QUANTITY_UNITS }),
    qty: quantity(),
    itemExprDt: date(optional),
    prc: amount(),
    splyAmt: amount(),
    totDcAmt: amount(),
    taxblAmt: amount(),
    taxTyCd: char(5, { codes: TAX_TYPES }),
    taxAmt: amount(),
    totAmt: amount(),
  }),
};

export const SAVE_STOCK_MASTER: Fields = {
  itemCd: char(20),
  rsdQty: number(13, 2, { min: 0 }),
  ...audit,
};
