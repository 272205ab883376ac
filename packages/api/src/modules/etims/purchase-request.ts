import { oscuDateTime } from '../../adapters/etims/dates.ts';
import type {
  PurchaseRequest,
  PurchaseRequestItem,
  PurchaseSale,
} from '../../adapters/etims/purchase-wire.ts';
import { PAYMENT_TYPES, type PaymentType, TAX_RATES } from '../../adapters/etims/wire.ts';
import { APP_USER, generalItem } from './items.ts';
import { perTaxTypeFields } from './sale.ts';

const PAYMENT_CODES = new Set<string>(Object.values(PAYMENT_TYPES));

/** An amount as KRA listed it, to its 2 decimals (the list's numbers are the supplier's own). */
const listed = (amount: number) => Math.round(amount * 100) / 100;

/**
 * `insertTrnsPurchase` of a fetched sale: the supplier's items and amounts as KRA listed them, never
 * recomputed (a supplier's VAT-inclusive or rounded amounts stay its own), its codes kept as the supplier's,
 * under the business's purchase number `number`, confirmed at `at`.
 */
export function purchaseRequest(
  sale: PurchaseSale,
  number: number,
  at: Date,
  timeZone: string,
): PurchaseRequest {
  const itemList = sale.itemList.map((item, index): PurchaseRequestItem => {
    const general = generalItem(item.taxTyCd);
    return {
      itemSeq: index + 1,
      itemCd: item.itemCd || general.itemCd,
      itemClsCd: item.itemClsCd || general.itemClsCd,
      itemNm: item.itemNm.slice(0, 200),
      bcd: item.bcd ?? null,
      spplrItemClsCd: item.itemClsCd ?? null,
      spplrItemCd: item.itemCd ?? null,
      spplrItemNm: item.itemNm.slice(0, 200),
      pkgUnitCd: item.pkgUnitCd || general.pkgUnitCd,
      pkg: listed(item.pkg ?? item.qty),
      qtyUnitCd: item.qtyUnitCd || general.qtyUnitCd,
      qty: listed(item.qty),
      prc: listed(item.prc),
      splyAmt: listed(item.splyAmt),
      dcRt: listed(item.dcRt),
      dcAmt: listed(item.dcAmt),
      taxblAmt: listed(item.taxblAmt),
      taxTyCd: item.taxTyCd,
      taxAmt: listed(item.taxAmt),
      totAmt: listed(item.totAmt),
      itemExprDt: null,
    };
  });
  return {
    invcNo: number,
    orgInvcNo: 0,
    spplrTin: sale.spplrTin,
    spplrBhfId: sale.spplrBhfId ?? null,
    spplrNm: sale.spplrNm.slice(0, 60),
    spplrInvcNo: sale.spplrInvcNo,
    regTyCd: 'A',
    pchsTyCd: 'N',
    rcptTyCd: 'P',
    pmtTyCd: PAYMENT_CODES.has(sale.pmtTyCd ?? '') ? (sale.pmtTyCd as PaymentType) : PAYMENT_TYPES.credit,
    pchsSttsCd: '02',
    cfmDt: oscuDateTime(at, timeZone),
    pchsDt: sale.salesDt,
    wrhsDt: null,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: null,
    totItemCnt: itemList.length,
    ...perTaxTypeFields('taxblAmt', (t) => listed(sale[`taxblAmt${t}`])),
    ...perTaxTypeFields('taxRt', (t) => TAX_RATES[t]),
    ...perTaxTypeFields('taxAmt', (t) => listed(sale[`taxAmt${t}`])),
    totTaxblAmt: listed(sale.totTaxblAmt),
    totTaxAmt: listed(sale.totTaxAmt),
    totAmt: listed(sale.totAmt),
    remark: null,
    regrId: APP_USER.id,
    regrNm: APP_USER.name,
    modrId: APP_USER.id,
    modrNm: APP_USER.name,
    itemList,
  };
}
