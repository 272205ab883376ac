import { centsToNumber, toCents } from '@daftari/format';
import type {
  PurchaseRequest,
  PurchaseRequestItem,
  PurchaseSale,
} from '../../adapters/etims/purchase-wire.ts';
import {
  oscuDateTime,
  PAYMENT_TYPES,
  type PaymentType,
  TAX_RATES,
  TAX_TYPES,
  type TaxType,
} from '../../adapters/etims/wire.ts';
import { APP_USER, DEFAULT_SERVICE_ITEM } from './items.ts';
import { perTaxTypeFields } from './sale.ts';

const PAYMENT_CODES = new Set<string>(Object.values(PAYMENT_TYPES));

/**
 * `insertTrnsPurchase` of a fetched sale: the supplier's items as KRA listed them (their codes kept as the
 * supplier's), under the business's purchase number `number`, confirmed at `at`. The totals are summed from
 * the items in cents, so they always add up.
 */
export function purchaseRequest(
  sale: PurchaseSale,
  number: number,
  at: Date,
  timeZone: string,
): PurchaseRequest {
  const sums = Object.fromEntries(TAX_TYPES.map((t) => [t, { taxable: 0n, tax: 0n }])) as Record<
    TaxType,
    { taxable: bigint; tax: bigint }
  >;
  const itemList = sale.itemList.map((item, index): PurchaseRequestItem => {
    sums[item.taxTyCd].taxable += toCents(item.taxblAmt);
    sums[item.taxTyCd].tax += toCents(item.taxAmt);
    return {
      itemSeq: index + 1,
      itemCd: item.itemCd || DEFAULT_SERVICE_ITEM.itemCd,
      itemClsCd: item.itemClsCd || DEFAULT_SERVICE_ITEM.itemClsCd,
      itemNm: item.itemNm.slice(0, 200),
      bcd: item.bcd ?? null,
      spplrItemClsCd: item.itemClsCd ?? null,
      spplrItemCd: item.itemCd ?? null,
      spplrItemNm: item.itemNm.slice(0, 200),
      pkgUnitCd: item.pkgUnitCd || DEFAULT_SERVICE_ITEM.pkgUnitCd,
      pkg: item.pkg ?? item.qty,
      qtyUnitCd: item.qtyUnitCd || DEFAULT_SERVICE_ITEM.qtyUnitCd,
      qty: item.qty,
      prc: item.prc,
      splyAmt: item.splyAmt,
      dcRt: item.dcRt,
      dcAmt: item.dcAmt,
      taxblAmt: centsToNumber(toCents(item.taxblAmt)),
      taxTyCd: item.taxTyCd,
      taxAmt: centsToNumber(toCents(item.taxAmt)),
      totAmt: centsToNumber(toCents(item.taxblAmt) + toCents(item.taxAmt)),
      itemExprDt: null,
    };
  });
  const total = (field: 'taxable' | 'tax') => TAX_TYPES.reduce((sum, t) => sum + sums[t][field], 0n);
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
    ...perTaxTypeFields('taxblAmt', (t) => centsToNumber(sums[t].taxable)),
    ...perTaxTypeFields('taxRt', (t) => TAX_RATES[t]),
    ...perTaxTypeFields('taxAmt', (t) => centsToNumber(sums[t].tax)),
    totTaxblAmt: centsToNumber(total('taxable')),
    totTaxAmt: centsToNumber(total('tax')),
    totAmt: centsToNumber(total('taxable') + total('tax')),
    remark: null,
    regrId: APP_USER.id,
    regrNm: APP_USER.name,
    modrId: APP_USER.id,
    modrNm: APP_USER.name,
    itemList,
  };
}
