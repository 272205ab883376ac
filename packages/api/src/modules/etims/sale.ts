import { centsToNumber } from '@daftari/format';
import { oscuDate, oscuDateTime } from '../../adapters/etims/dates.ts';
import {
  ITEM_TYPES,
  OSCU_PLACES,
  type PaymentType,
  type SaleItem,
  type SaleRequest,
  TAX_RATES,
  TAX_TYPES,
  type TaxType,
} from '../../adapters/etims/wire.ts';
import { APP_USER, etimsItemOf, type ListedItem } from './items.ts';
import { kraLines, type StoredLine } from './sale-lines.ts';

/** One document line as stored (amounts are lineCents' exact ones), with the price-list item it is sold as. */
export interface SaleLine extends StoredLine {
  listed: ListedItem | null;
  total: string;
}

export interface SaleInput {
  invoiceNumber: string;
  /** The document's own date (`yyyy-MM-dd`): the sale date KRA is told. */
  issueDate: string;
  business: { name: string; address: string; timeZone: string };
  buyer: { name: string | null; kraPin: string | null; phone: string | null };
  paymentType: PaymentType;
  lines: SaleLine[];
  /** A credit note (receipt type R): the original sale's receipt number and KRA's reason code. */
  refund?: { originalReceiptNumber: number; reasonCode: string };
  /** A document in another currency: its currency, total and rate (currencyRemark); its lines are in KES. */
  remark?: string;
}

/** A unit price to KRA's 2 decimals, half away from zero (the line's supply amount stays its own, to the cent). */
const price = (unitPrice: string) => {
  const scale = 10 ** OSCU_PLACES;
  return (Math.sign(Number(unitPrice)) * Math.round(Math.abs(Number(unitPrice)) * scale)) / scale;
};

/** The items of a document, each with its registered item's codes, amounts from cents with 2 decimals. */
export function saleItems(lines: readonly SaleLine[]): SaleItem[] {
  return kraLines(lines).map((sold, index) => {
    const { itemCd, itemClsCd, pkgUnitCd, qtyUnitCd } = etimsItemOf(sold.line.listed, sold.taxType);
    const quantity = Number(sold.line.quantity);
    return {
      itemSeq: index + 1,
      itemCd,
      itemClsCd,
      itemNm: sold.line.description.slice(0, 200),
      pkgUnitCd,
      pkg: quantity,
      qtyUnitCd,
      qty: quantity,
      prc: price(sold.line.unitPrice),
      splyAmt: centsToNumber(sold.supply),
      dcRt: sold.discountRate,
      dcAmt: centsToNumber(sold.discount),
      taxTyCd: sold.taxType,
      taxblAmt: centsToNumber(sold.taxable),
      taxAmt: centsToNumber(sold.tax),
      totAmt: centsToNumber(sold.taxable + sold.tax),
    };
  });
}

/** Whether an item code is of goods (raw material 1 or finished product 2; 3 is a service without stock). */
export const isGoods = (itemCd: string) =>
  itemCd.charAt(2) === ITEM_TYPES.rawMaterial || itemCd.charAt(2) === ITEM_TYPES.finishedProduct;

/**
 * `saveTrnsSalesOsdc` of a sale (receipt type S) or credit note (R, with its original's receipt number and
 * reason) under receipt number `receiptNumber`, confirmed at `at`; the totals are the items' sums in cents.
 */
export function saleRequest(input: SaleInput, receiptNumber: number, at: Date): SaleRequest {
  const itemList = saleItems(input.lines);
  const byType = Object.fromEntries(TAX_TYPES.map((t) => [t, { taxable: 0, tax: 0 }])) as Record<
    TaxType,
    { taxable: number; tax: number }
  >;
  let taxable = 0n;
  let tax = 0n;
  for (const item of itemList) {
    byType[item.taxTyCd].taxable += Math.round(item.taxblAmt * 100);
    byType[item.taxTyCd].tax += Math.round(item.taxAmt * 100);
    taxable += BigInt(Math.round(item.taxblAmt * 100));
    tax += BigInt(Math.round(item.taxAmt * 100));
  }
  const confirmed = oscuDateTime(at, input.business.timeZone);
  const goods = itemList.some((item) => isGoods(item.itemCd));
  return {
    trdInvcNo: input.invoiceNumber.slice(0, 50),
    invcNo: receiptNumber,
    orgInvcNo: input.refund?.originalReceiptNumber ?? 0,
    custTin: input.buyer.kraPin,
    custNm: input.buyer.name?.slice(0, 60) ?? null,
    salesTyCd: 'N',
    rcptTyCd: input.refund ? 'R' : 'S',
    pmtTyCd: input.paymentType,
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: oscuDate(input.issueDate),
    stockRlsDt: goods ? confirmed : null,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: input.refund ? confirmed : null,
    rfdRsnCd: input.refund?.reasonCode ?? null,
    totItemCnt: itemList.length,
    ...perTaxTypeFields('taxblAmt', (t) => byType[t].taxable / 100),
    ...perTaxTypeFields('taxRt', (t) => TAX_RATES[t]),
    ...perTaxTypeFields('taxAmt', (t) => byType[t].tax / 100),
    totTaxblAmt: centsToNumber(taxable),
    totTaxAmt: centsToNumber(tax),
    totAmt: centsToNumber(taxable + tax),
    prchrAcptcYn: 'N',
    remark: input.remark ?? null,
    regrId: APP_USER.id,
    regrNm: APP_USER.name,
    modrId: APP_USER.id,
    modrNm: APP_USER.name,
    receipt: {
      custTin: input.buyer.kraPin,
      custMblNo: input.buyer.phone?.slice(0, 20) ?? null,
      rcptPbctDt: confirmed,
      trdeNm: input.business.name.slice(0, 20),
      adrs: input.business.address.slice(0, 200),
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList,
  };
}

/** The fields `${prefix}A` … `${prefix}E`, each `value` of its tax type. */
export function perTaxTypeFields<P extends string>(prefix: P, value: (type: TaxType) => number) {
  return Object.fromEntries(TAX_TYPES.map((t) => [`${prefix}${t}`, value(t)])) as {
    [T in TaxType as `${P}${T}`]: number;
  };
}
