import { TAX_TYPES } from './codes.ts';

/**
 * The arithmetic a document of the OSCU must hold (the per-type totals of its request table are the sums of
 * its items; an item's taxable amount is its supply amount less its discount; its tax is its tax type's rate on
 * that, VAT-exclusive (`totAmt` = `taxblAmt` + `taxAmt`, as KRA-certified clients send it) or VAT-inclusive
 * (`totAmt` = `taxblAmt`, as the specification's sample shows), one way for the whole document), checked in
 * cents. `found` records each deviation.
 */

type Found = (field: string, problem: string) => void;
type Item = Record<string, unknown>;

export const cents = (value: unknown) => Math.round(Number(value) * 100);

/** How far an item's tax may be from its rate on its taxable amount (it was rounded, and discounts spread). */
const TAX_SLACK_CENTS = 5;

export interface Registered {
  taxTyCd: string;
  itemClsCd: string;
  itemTyCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
}

/** The items of a sale (or stock movement): their registration, their own arithmetic, their sequence. */
export function checkItems(
  items: Item[],
  found: Found,
  registered: (itemCd: string) => Registered | undefined,
  amounts: { discount: 'dcAmt' | 'totDcAmt'; rate?: boolean },
): 'exclusive' | 'inclusive' | null {
  let convention: 'exclusive' | 'inclusive' | null = null;
  items.forEach((item, index) => {
    const at = (field: string) => `itemList[${index}].${field}`;
    if (item.itemSeq !== index + 1)
      found(at('itemSeq'), `must be ${index + 1} (the items in sequence from 1)`);
    const known = registered(String(item.itemCd));
    if (!known) found(at('itemCd'), `${String(item.itemCd)} was not registered under this branch (saveItem)`);
    else {
      for (const field of ['taxTyCd', 'pkgUnitCd', 'qtyUnitCd'] as const) {
        if (item[field] !== known[field])
          found(at(field), `${String(item[field])} is not the item's ${known[field]}`);
      }
      if (item.itemClsCd != null && item.itemClsCd !== known.itemClsCd) {
        found(
          at('itemClsCd'),
          `${String(item.itemClsCd)} is not the item's classification ${known.itemClsCd}`,
        );
      }
    }
    const qty = Number(item.qty);
    if (!(qty > 0)) found(at('qty'), 'must be above 0 (a discount is dcRt/dcAmt, not a negative line)');
    if (!(Number(item.pkg) > 0)) found(at('pkg'), 'must be above 0');
    for (const field of ['prc', 'splyAmt', amounts.discount, 'taxblAmt', 'taxAmt', 'totAmt']) {
      if (Number(item[field]) < 0) found(at(field), 'must not be negative (a discount is dcRt/dcAmt)');
    }
    const supply = cents(item.splyAmt);
    if (Math.abs(qty * cents(item.prc) - supply) > Math.ceil(qty * 0.5) + 1) {
      found(at('splyAmt'), `${String(item.splyAmt)} is not qty × prc (${qty} × ${String(item.prc)})`);
    }
    const discount = cents(item[amounts.discount]);
    if (discount > supply) found(at(amounts.discount), 'is more than the supply amount');
    if (amounts.rate) {
      const byRate = (supply * Number(item.dcRt)) / 100;
      if (Math.abs(byRate - discount) > supply * 0.00005 + 1) {
        found(
          at('dcRt'),
          `${String(item.dcRt)} % of ${String(item.splyAmt)} is not the discount ${String(item.dcAmt)}`,
        );
      }
    }
    const taxable = cents(item.taxblAmt);
    if (taxable !== supply - discount) found(at('taxblAmt'), 'must be splyAmt less the discount');
    const rate = TAX_TYPES[String(item.taxTyCd)]?.rate ?? 0;
    const tax = cents(item.taxAmt);
    const total = cents(item.totAmt);
    const itemConvention =
      total === taxable + tax && tax !== 0 ? 'exclusive' : total === taxable ? 'inclusive' : null;
    const expected =
      itemConvention === 'inclusive' ? (taxable * rate) / (100 + rate) : (taxable * rate) / 100;
    if (!itemConvention && total !== taxable + tax)
      found(at('totAmt'), 'is neither taxblAmt + taxAmt nor taxblAmt');
    if (Math.abs(expected - tax) > TAX_SLACK_CENTS) {
      found(
        at('taxAmt'),
        `${String(item.taxAmt)} is not ${rate} % of the taxable amount ${String(item.taxblAmt)}`,
      );
    }
    if (tax !== 0 && itemConvention) {
      if (convention && convention !== itemConvention)
        found(at('totAmt'), 'mixes VAT-inclusive and exclusive items');
      convention ??= itemConvention;
    }
  });
  return convention;
}

/** The header's per-type and overall totals against its items, and each type's rate against KRA's. */
export function checkTotals(
  body: Record<string, unknown>,
  items: Item[],
  found: Found,
  perType: boolean,
): void {
  if (body.totItemCnt !== items.length) found('totItemCnt', `must be ${items.length}, the number of items`);
  const sum = (list: Item[], field: string) => list.reduce((total, item) => total + cents(item[field]), 0);
  if (perType) {
    for (const [type, { rate }] of Object.entries(TAX_TYPES)) {
      if (Number(body[`taxRt${type}`]) !== rate)
        found(`taxRt${type}`, `must be ${rate}, tax type ${type}'s rate`);
      const ofType = items.filter((item) => item.taxTyCd === type);
      if (cents(body[`taxblAmt${type}`]) !== sum(ofType, 'taxblAmt')) {
        found(`taxblAmt${type}`, `must be the sum of the type-${type} items' taxblAmt`);
      }
      if (cents(body[`taxAmt${type}`]) !== sum(ofType, 'taxAmt')) {
        found(`taxAmt${type}`, `must be the sum of the type-${type} items' taxAmt`);
      }
    }
  }
  if (cents(body.totTaxblAmt) !== sum(items, 'taxblAmt'))
    found('totTaxblAmt', "must be the sum of the items' taxblAmt");
  if (cents(body.totTaxAmt) !== sum(items, 'taxAmt'))
    found('totTaxAmt', "must be the sum of the items' taxAmt");
  if (cents(body.totAmt) !== sum(items, 'totAmt')) found('totAmt', "must be the sum of the items' totAmt");
}

/** An item code as KRA composes it: origin country, item type, packaging unit, quantity unit, a sequence ≥ 1. */
export function itemCodeProblem(item: Record<string, unknown>): string | null {
  const prefix = `${String(item.orgnNatCd)}${String(item.itemTyCd)}${String(item.pkgUnitCd)}${String(item.qtyUnitCd)}`;
  const code = String(item.itemCd);
  if (!code.startsWith(prefix))
    return `${code} does not start with ${prefix} (country, type, packaging, unit)`;
  const sequence = code.slice(prefix.length);
  if (!/^\d{7}$/.test(sequence)) return `${code} does not end in a 7-digit sequence`;
  if (Number(sequence) < 1) return `${code}'s sequence is 0: KRA's sequences start at 0000001`;
  return null;
}
