import type { TaxType } from './wire.ts';

/**
 * The stock side of KRA eTIMS OSCU: after a sale (or purchase) of goods, `insertStockIO` records the movement
 * under the business's own gapless stored/released number `sarNo`, and `saveStockMaster` each item's remaining
 * quantity. `sarTyCd` is KRA's stock in/out type.
 */

/** The `sarTyCd` of the movements Daftari sends: 02 incoming purchase, 03 incoming return, 11 outgoing sale. */
export const STOCK_MOVEMENTS = { purchase: '02', returned: '03', sale: '11' } as const;
export type StockMovement = (typeof STOCK_MOVEMENTS)[keyof typeof STOCK_MOVEMENTS];

export interface StockIoItem {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  bcd: string | null;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  itemExprDt: null;
  prc: number;
  splyAmt: number;
  totDcAmt: number;
  taxblAmt: number;
  taxTyCd: TaxType;
  taxAmt: number;
  totAmt: number;
}

/** `insertStockIO`: one movement of goods in or out. */
export interface StockIoRequest {
  sarNo: number;
  orgSarNo: number;
  /** A automatic: sent for a document, not typed in. */
  regTyCd: 'A';
  custTin: string | null;
  custNm: string | null;
  custBhfId: string | null;
  sarTyCd: StockMovement;
  ocrnDt: string;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  remark: string | null;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  itemList: StockIoItem[];
}

/** `saveStockMaster`: what is left of one item. */
export interface StockMasterRequest {
  itemCd: string;
  rsdQty: number;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
}
