import { createHash, randomBytes } from 'node:crypto';
import { CREDIT_NOTE_REASONS, PAYMENT_METHODS, TAX_TYPES } from './codes.ts';
import { cents, checkItems, checkTotals, itemCodeProblem, type Registered } from './documents.ts';
import { ITEM_CLASSES, itemClassProblem } from './item-classes.ts';

/**
 * One branch of a taxpayer at the strict mock: its device, the items it registered, the sales it signed (in
 * `invcNo` order), the purchases it accepted, its stock movements and stock levels, and the sales other
 * businesses signed to its PIN. Each handler answers KRA's result code (and data), calling `found` for each
 * deviation from the documents.
 */

type Body = Record<string, unknown>;
type Found = (field: string, problem: string) => void;
export type Answer = { resultCd: string; resultMsg: string; data?: unknown };

export const OK = (data: unknown = null): Answer => ({ resultCd: '000', resultMsg: 'It is succeeded', data });
export const PARAMETER_ERROR: Answer = { resultCd: '910', resultMsg: 'Request parameter error' };

/** A sale another business signed to this PIN, as the purchase list carries it. */
export type ListedSale = Body & { spplrTin: string; spplrInvcNo: number; itemList: Body[] };

export class Branch {
  readonly cmcKey = randomBytes(16).toString('hex');
  readonly sdcId: string;
  readonly items = new Map<string, Registered & Body>();
  readonly sales: Body[] = [];
  readonly purchases: Body[] = [];
  /** Purchases the branch's earlier devices reported: their items stay known to the branch. */
  readonly earlierPurchases: Body[] = [];
  readonly stockMovements: Body[] = [];
  readonly stockLevels = new Map<string, number>();
  readonly listed: { sale: ListedSale; registeredAt: string }[] = [];
  /** Signed sales by `invcNo`: their total and how much credit notes took back, in cents. */
  private readonly signed = new Map<number, { total: number; credited: number; goods: boolean }>();
  /** Each signed sale of goods not yet followed by its stock movement, by `invcNo`. */
  readonly awaitingStock = new Set<number>();
  installed = false;

  constructor(
    readonly tin: string,
    readonly bhfId: string,
    readonly serial: string,
  ) {
    // KRA gives every device its own control unit id at initialisation, a replacing one too.
    const device = `${tin}${bhfId}${serial}`;
    this.sdcId = `KRACU${createHash('sha256').update(device).digest('hex').slice(0, 9).toUpperCase()}`;
  }

  saveItem(item: Body, found: Found): Answer {
    const codeProblem = itemCodeProblem(item);
    if (codeProblem) found('itemCd', codeProblem);
    const classProblem = itemClassProblem(String(item.itemClsCd));
    if (classProblem) found('itemClsCd', classProblem);
    if (codeProblem || classProblem) return PARAMETER_ERROR;
    this.items.set(String(item.itemCd), item as Registered & Body);
    return OK();
  }

  private purchased(itemCd: string): Registered | undefined {
    for (const purchase of [...this.earlierPurchases, ...this.purchases]) {
      const item = (purchase.itemList as Body[]).find((entry) => entry.itemCd === itemCd);
      if (item) return { ...(item as unknown as Registered), itemTyCd: itemCd[2] ?? '' };
    }
    return undefined;
  }

  saveSale(sale: Body, found: Found): void {
    const items = sale.itemList as Body[];
    const last = this.sales.length === 0 ? 0 : Number(this.sales.at(-1)!.invcNo);
    if (sale.invcNo !== last + 1) found('invcNo', `must be ${last + 1}: receipt numbers follow one another`);
    if (sale.custTin != null && sale.custTin !== (sale.receipt as Body).custTin) {
      found('receipt.custTin', "must be the sale's custTin");
    }
    if (sale.salesSttsCd !== '02') found('salesSttsCd', 'a sale sent for signing is 02 (approved)');
    if (sale.pmtTyCd != null && !(String(sale.pmtTyCd) in PAYMENT_METHODS)) found('pmtTyCd', 'unknown');
    const original = this.signed.get(Number(sale.orgInvcNo));
    if (sale.rcptTyCd === 'R') {
      if (!original) found('orgInvcNo', `${String(sale.orgInvcNo)} is no sale this branch signed`);
      if (!(String(sale.rfdRsnCd) in CREDIT_NOTE_REASONS))
        found('rfdRsnCd', 'a credit note needs a reason 01–06');
      if (sale.rfdDt == null) found('rfdDt', 'a credit note needs its date');
      if (original && original.credited + cents(sale.totAmt) > original.total) {
        found('totAmt', 'the credit notes exceed the original sale');
      }
    } else {
      if (sale.orgInvcNo !== 0) found('orgInvcNo', 'a sale has no original invoice: 0');
      if (sale.rfdRsnCd != null || sale.rfdDt != null)
        found('rfdRsnCd', 'only a credit note has a reason and date');
    }
    const registered = (code: string) => this.items.get(code);
    checkItems(items, found, registered, { discount: 'dcAmt', rate: true });
    checkTotals(sale, items, found, true);
    const goods = items.some((item) =>
      ['1', '2'].includes(String(registered(String(item.itemCd))?.itemTyCd)),
    );
    if (goods && sale.stockRlsDt == null) found('stockRlsDt', 'goods were sold: when they left');
  }

  /** After a sale passed every check: it is signed. */
  sign(sale: Body, at: { sdcDateTime: string }): Answer {
    const number = Number(sale.invcNo);
    const goods = (sale.itemList as Body[]).some((item) =>
      ['1', '2'].includes(String(this.items.get(String(item.itemCd))?.itemTyCd)),
    );
    if (sale.rcptTyCd === 'R') this.signed.get(Number(sale.orgInvcNo))!.credited += cents(sale.totAmt);
    else this.signed.set(number, { total: cents(sale.totAmt), credited: 0, goods });
    if (goods) this.awaitingStock.add(number);
    this.sales.push(sale);
    const signature = createHash('sha256')
      .update(JSON.stringify(sale))
      .digest('hex')
      .slice(0, 16)
      .toUpperCase();
    return OK({
      curRcptNo: String(this.sales.length),
      totRcptNo: String(this.sales.length),
      intrlData: createHash('sha256')
        .update(`${signature}/internal`)
        .digest('base64')
        .slice(0, 26)
        .toUpperCase(),
      rcptSign: signature,
      sdcDateTime: at.sdcDateTime,
    });
  }

  insertPurchase(purchase: Body, found: Found): Answer {
    const last = this.purchases.length === 0 ? 0 : Number(this.purchases.at(-1)!.invcNo);
    if (purchase.invcNo !== last + 1)
      found('invcNo', `must be ${last + 1}: purchase numbers follow one another`);
    const listed = this.listed.find(
      ({ sale }) => sale.spplrTin === purchase.spplrTin && sale.spplrInvcNo === purchase.spplrInvcNo,
    )?.sale;
    if (!listed) {
      found('spplrInvcNo', 'no sale of this supplier to this PIN has that invoice number');
      return PARAMETER_ERROR;
    }
    for (const field of ['totTaxblAmt', 'totTaxAmt', 'totAmt']) {
      if (cents(purchase[field]) !== cents(listed[field])) {
        found(field, `${String(purchase[field])} is not the supplier's ${String(listed[field])}`);
      }
    }
    const items = purchase.itemList as Body[];
    items.forEach((item, index) => {
      const sold = listed.itemList[index];
      for (const field of ['taxblAmt', 'taxAmt', 'totAmt', 'qty']) {
        if (!sold || cents(item[field]) !== cents(sold[field])) {
          found(
            `itemList[${index}].${field}`,
            `${String(item[field])} is not the supplier's ${String(sold?.[field])}`,
          );
        }
      }
      const problem = itemClassProblem(String(item.itemClsCd));
      if (problem) found(`itemList[${index}].itemClsCd`, problem);
    });
    if (purchase.itemList && items.length !== listed.itemList.length)
      found('itemList', "not the supplier's items");
    checkTotals(purchase, items, found, true);
    return OK();
  }

  insertStockIO(movement: Body, found: Found): Answer {
    const last = this.stockMovements.length === 0 ? 0 : Number(this.stockMovements.at(-1)!.sarNo);
    if (movement.sarNo !== last + 1)
      found('sarNo', `must be ${last + 1}: stored/released numbers follow one another`);
    const items = movement.itemList as Body[];
    const known = (code: string) => this.items.get(code) ?? this.purchased(code);
    checkItems(items, found, known, { discount: 'totDcAmt' });
    checkTotals(movement, items, found, false);
    return OK();
  }

  /** A stock movement passed: a sale of goods it follows is reported. */
  recordStockIO(movement: Body): void {
    this.stockMovements.push(movement);
    const codes = new Set((movement.itemList as Body[]).map((item) => String(item.itemCd)));
    for (const number of this.awaitingStock) {
      const sale = this.sales.find((entry) => entry.invcNo === number);
      const goods = (sale?.itemList as Body[] | undefined)?.filter((item) =>
        ['1', '2'].includes(String(this.items.get(String(item.itemCd))?.itemTyCd)),
      );
      if (goods?.every((item) => codes.has(String(item.itemCd)))) this.awaitingStock.delete(number);
    }
  }

  saveStockMaster(stock: Body, found: Found): Answer {
    const code = String(stock.itemCd);
    if (!this.items.has(code) && !this.purchased(code)) found('itemCd', `${code} is no item of this branch`);
    this.stockLevels.set(code, Number(stock.rsdQty));
    return OK();
  }

  /** `selectCodeList`'s classes, from KRA's published lists. */
  static codeClasses() {
    const detail = (entries: [string, string, string?][]) =>
      entries.map(([cd, cdNm, userDfnCd1], index) => ({
        cd,
        cdNm,
        cdDesc: cdNm,
        useYn: 'Y',
        srtOrd: index + 1,
        userDfnCd1: userDfnCd1 ?? null,
        userDfnCd2: null,
        userDfnCd3: null,
      }));
    const cls = (cdCls: string, cdClsNm: string, dtlList: ReturnType<typeof detail>) => ({
      cdCls,
      cdClsNm,
      cdClsDesc: null,
      useYn: 'Y',
      userDfnNm1: null,
      userDfnNm2: null,
      userDfnNm3: null,
      dtlList,
    });
    return [
      cls(
        '04',
        'Taxation Type',
        detail(Object.entries(TAX_TYPES).map(([cd, t]) => [cd, t.name, String(t.rate)])),
      ),
      cls('07', 'Payment Type', detail(Object.entries(PAYMENT_METHODS).map(([cd, name]) => [cd, name]))),
      cls(
        '32',
        'Credit Note Reason',
        detail(Object.entries(CREDIT_NOTE_REASONS).map(([cd, name]) => [cd, name])),
      ),
    ];
  }

  static itemClasses() {
    return ITEM_CLASSES;
  }
}
