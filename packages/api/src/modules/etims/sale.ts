import { centsToNumber, toCents } from '@daftari/format';
import {
  oscuDateTime,
  type PaymentType,
  type SaleItem,
  type SaleRequest,
  TAX_RATES,
  TAX_TYPES,
  type TaxType,
  taxTypeOf,
} from '../../adapters/etims/wire.ts';
import { APP_USER, etimsItemOf, type ListedItem } from './items.ts';

/** One invoice line as stored (amounts are lineCents' exact ones), with the price-list item it is sold as. */
export interface SaleLine {
  listed: ListedItem | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
  taxCategory: string | null;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  total: string;
}

export interface SaleInput {
  receiptNumber: number;
  invoiceNumber: string;
  business: { name: string; address: string; timeZone: string };
  buyer: { name: string | null; kraPin: string | null; phone: string | null };
  paymentType: PaymentType;
  lines: SaleLine[];
  /** The confirmation time sent to KRA. */
  at: Date;
  /** A credit note (receipt type R): the original sale's receipt number and KRA's reason code. */
  refund?: { originalReceiptNumber: number; reasonCode: string };
}

/**
 * `saveTrnsSalesOsdc` of a sale (receipt type S) or credit note (R, with its original's receipt number and
 * reason); every amount summed in cents, sent with 2 decimals.
 */
export function saleRequest(input: SaleInput): SaleRequest {
  const byType = Object.fromEntries(TAX_TYPES.map((t) => [t, { taxable: 0n, tax: 0n }])) as Record<
    TaxType,
    { taxable: bigint; tax: bigint }
  >;
  const itemList: SaleItem[] = input.lines.map((line, index) => {
    const taxTyCd = taxTypeOf(line.taxRate, line.taxCategory);
    const taxable = toCents(line.subtotal) - toCents(line.discountAmount);
    const tax = toCents(line.taxAmount);
    byType[taxTyCd].taxable += taxable;
    byType[taxTyCd].tax += tax;
    const { itemCd, itemClsCd, pkgUnitCd, qtyUnitCd } = etimsItemOf(line.listed);
    return {
      itemSeq: index + 1,
      itemCd,
      itemClsCd,
      itemNm: line.description.slice(0, 200),
      pkgUnitCd,
      pkg: Number(line.quantity),
      qtyUnitCd,
      qty: Number(line.quantity),
      prc: Number(line.unitPrice),
      splyAmt: centsToNumber(toCents(line.subtotal)),
      dcRt: Number(line.discount),
      dcAmt: centsToNumber(toCents(line.discountAmount)),
      taxTyCd,
      taxblAmt: centsToNumber(taxable),
      taxAmt: centsToNumber(tax),
      totAmt: centsToNumber(toCents(line.total)),
    };
  });
  const perType = (field: 'taxable' | 'tax') =>
    Object.values(byType).reduce((sum, amounts) => sum + amounts[field], 0n);
  const totalTaxable = perType('taxable');
  const totalTax = perType('tax');
  const confirmed = oscuDateTime(input.at, input.business.timeZone);
  return {
    trdInvcNo: input.invoiceNumber,
    invcNo: input.receiptNumber,
    orgInvcNo: input.refund?.originalReceiptNumber ?? 0,
    custTin: input.buyer.kraPin,
    custNm: input.buyer.name?.slice(0, 60) ?? null,
    salesTyCd: 'N',
    rcptTyCd: input.refund ? 'R' : 'S',
    pmtTyCd: input.paymentType,
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: confirmed.slice(0, 8),
    stockRlsDt: null,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: input.refund ? confirmed : null,
    rfdRsnCd: input.refund?.reasonCode ?? null,
    totItemCnt: itemList.length,
    ...perTaxTypeFields('taxblAmt', (t) => centsToNumber(byType[t].taxable)),
    ...perTaxTypeFields('taxRt', (t) => TAX_RATES[t]),
    ...perTaxTypeFields('taxAmt', (t) => centsToNumber(byType[t].tax)),
    totTaxblAmt: centsToNumber(totalTaxable),
    totTaxAmt: centsToNumber(totalTax),
    totAmt: centsToNumber(totalTaxable + totalTax),
    prchrAcptcYn: 'N',
    remark: null,
    regrId: APP_USER.id,
    regrNm: APP_USER.name,
    modrId: APP_USER.id,
    modrNm: APP_USER.name,
    receipt: {
      custTin: input.buyer.kraPin,
      custMblNo: input.buyer.phone?.slice(0, 20) ?? null,
      rptNo: input.receiptNumber,
      rcptPbctDt: confirmed,
      trdeNm: input.business.name.slice(0, 20),
      adrs: input.business.address.slice(0, 200),
      topMsg: '',
      btmMsg: '',
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
