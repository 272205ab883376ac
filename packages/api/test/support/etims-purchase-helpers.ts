import { centsToNumber, lineCents } from '@daftari/format';
import type { PurchaseSale } from '../../src/adapters/etims/purchase-wire.ts';
import { TAX_RATES, TAX_TYPES, type TaxType } from '../../src/adapters/etims/wire.ts';
import { nextPin } from './etims-helpers.ts';

export interface SoldItem {
  name: string;
  qty: number;
  price: number;
  type: TaxType;
  discount?: number;
  /** The supplier's own taxable amount and VAT, when it rounded otherwise than the line arithmetic. */
  amounts?: { taxable: number; tax: number };
}

export interface Supplier {
  pin: string;
  name: string;
  sdcId: string;
}

let suppliers = 0;
/** A supplier with a PIN no other account of this process uses and a control unit of its own. */
export const newSupplier = (name = 'Kilimo Supplies Ltd'): Supplier => ({
  pin: nextPin(),
  name,
  sdcId: `KRACU00${String(++suppliers).padStart(7, '0')}`,
});

/** A sale the supplier's control unit signed, as KRA lists it to the buyer: amounts that add up. */
export function supplierSale(supplier: Supplier, invoiceNumber: number, items: SoldItem[]): PurchaseSale {
  const sums = Object.fromEntries(TAX_TYPES.map((t) => [t, { taxable: 0n, tax: 0n }])) as Record<
    TaxType,
    { taxable: bigint; tax: bigint }
  >;
  const itemList = items.map((item, index) => {
    const cents = lineCents({
      quantity: item.qty,
      unit_price: item.price,
      discount: item.discount ?? 0,
      tax_rate: TAX_RATES[item.type],
    });
    const taxable = item.amounts
      ? BigInt(Math.round(item.amounts.taxable * 100))
      : cents.subtotal - cents.discount_amount;
    const tax = item.amounts ? BigInt(Math.round(item.amounts.tax * 100)) : cents.tax_amount;
    sums[item.type].taxable += taxable;
    sums[item.type].tax += tax;
    return {
      itemSeq: index + 1,
      itemCd: `KE2NTU000000${index + 1}`,
      itemClsCd: '50000000',
      itemNm: item.name,
      bcd: null,
      pkgUnitCd: 'NT',
      pkg: item.qty,
      qtyUnitCd: 'U',
      qty: item.qty,
      prc: item.price,
      splyAmt: centsToNumber(cents.subtotal),
      dcRt: item.discount ?? 0,
      dcAmt: centsToNumber(cents.discount_amount),
      taxTyCd: item.type,
      taxblAmt: centsToNumber(taxable),
      taxAmt: centsToNumber(tax),
      totAmt: centsToNumber(taxable + tax),
    };
  });
  const perType = (prefix: string, value: (t: TaxType) => number) =>
    Object.fromEntries(TAX_TYPES.map((t) => [`${prefix}${t}`, value(t)]));
  const total = (field: 'taxable' | 'tax') => TAX_TYPES.reduce((sum, t) => sum + sums[t][field], 0n);
  return {
    spplrTin: supplier.pin,
    spplrNm: supplier.name,
    spplrBhfId: '00',
    spplrInvcNo: invoiceNumber,
    spplrSdcId: supplier.sdcId,
    rcptTyCd: 'S',
    pmtTyCd: '01',
    remark: null,
    cfmDt: '20261105101500',
    salesDt: '20261105',
    stockRlsDt: null,
    totItemCnt: itemList.length,
    ...perType('taxblAmt', (t) => centsToNumber(sums[t].taxable)),
    ...perType('taxRt', (t) => TAX_RATES[t]),
    ...perType('taxAmt', (t) => centsToNumber(sums[t].tax)),
    totTaxblAmt: centsToNumber(total('taxable')),
    totTaxAmt: centsToNumber(total('tax')),
    totAmt: centsToNumber(total('taxable') + total('tax')),
    itemList,
  } as PurchaseSale;
}
