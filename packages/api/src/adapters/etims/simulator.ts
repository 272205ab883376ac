import { createHash, randomBytes } from 'node:crypto';
import { KRA_PIN_PATTERN } from '@daftari/contracts';
import type { OAuthCredentials } from './oauth.ts';
import type { PurchaseRequest, PurchaseSale } from './purchase-wire.ts';
import { SIMULATED_CODE_CLASSES, SIMULATED_ITEM_CLASSES } from './simulator-lists.ts';
import type { StockIoRequest, StockMasterRequest } from './stock-wire.ts';
import {
  OSCU_PATHS,
  RESULT_DEVICE_INSTALLED,
  RESULT_NO_DATA,
  RESULT_OK,
  type SaleRequest,
  type SaveItemRequest,
  TAX_TYPES,
  type TaxType,
} from './wire.ts';

/**
 * The built-in eTIMS simulator, used when ETIMS_BASE_URL is unset: KRA's OSCU endpoints the app calls and its
 * OAuth token, answered in-process through the client's `fetch` (the same client code as for KRA, only the
 * transport differs). It hands out a communication key per branch (a second initialization of a device
 * answers 902, as KRA does), checks the bearer token and the headers, that each line's item was
 * registered under the branch with its classification, the sale's totals against its lines, the buyer's PIN
 * (`custTin`, the same on the receipt) when there is one, a credit note's original sale and amount, and signs. It also plays the other businesses: the sales
 * they "signed" to a PIN (`issuePurchase`) are listed to that PIN, and their acceptance recorded. Nothing
 * reaches KRA.
 */

/** The base URL the client uses for the simulator (handled in-process, never resolved), and its token URL. */
export const SIMULATOR_BASE_URL = 'http://etims.built-in/oscu';
export const SIMULATOR_TOKEN_URL = 'http://etims.built-in/token';
/** The consumer key and secret the simulator takes from a business that set none. */
export const SIMULATOR_CREDENTIALS: OAuthCredentials = {
  consumerKey: 'simulator',
  consumerSecret: 'simulator',
};

/** Result codes of refusals; "000" is success. */
const REFUSED = { device: '901', key: '910', invalid: '899', failure: '999', token: '900' } as const;

interface Branch {
  serial: string;
  cmcKey: string;
  sdcId: string;
  receipts: number;
  /** The items registered with `saveItem`, by item code. */
  items: Map<string, SaveItemRequest>;
  /** Each signed sale's `invcNo`: its total and what its credit notes took back, in cents. */
  sales: Map<number, { total: number; credited: number }>;
}

export interface EtimsSimulator {
  fetch: typeof fetch;
  /** The sales signed so far, as the control unit received them, with the seller's PIN (newest last). */
  readonly sales: (SaleRequest & { tin: string })[];
  /** Every `saveItem` call answered, in order. */
  readonly savedItems: SaveItemRequest[];
  /** The purchases accepted so far (`insertTrnsPurchase`), as KRA received them (newest last). */
  readonly acceptedPurchases: PurchaseRequest[];
  /** The stock movements (`insertStockIO`) and remaining quantities (`saveStockMaster`) received. */
  readonly stockMovements: StockIoRequest[];
  readonly stockMasters: StockMasterRequest[];
  /** Another business signs `sale` to the buyer `buyerPin`, registered at `at` (now by default). */
  issuePurchase(buyerPin: string, sale: PurchaseSale, at?: Date): void;
  /** The next `count` calls (the purchase calls aside) answer `message` with a failure code instead. */
  failNext(count: number, message?: string): void;
  /** The next `count` purchase calls (list or accept) answer `message` with a failure code instead. */
  failNextPurchases(count: number, message?: string): void;
}

const PURCHASE_PATHS: readonly string[] = [OSCU_PATHS.purchases, OSCU_PATHS.insertPurchase];

/** A sale another business signed to a buyer, with when KRA registered it (`yyyyMMddHHmmss`). */
interface IssuedPurchase {
  buyerPin: string;
  sale: PurchaseSale;
  registeredAt: string;
}

const answer = (resultCd: string, resultMsg: string, data: unknown = null) =>
  new Response(JSON.stringify({ resultCd, resultMsg, resultDt: stamp(new Date()), data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function stamp(at: Date): string {
  // Nairobi is UTC+3 all year.
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Cents of an amount on the wire. */
const cents = (amount: number) => Math.round(amount * 100);

/** What the totals check reads of a sale or a purchase. */
type Totals = { [K in `taxblAmt${TaxType}` | `taxAmt${TaxType}`]: number } & {
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  itemList: { taxTyCd: TaxType; taxblAmt: number; taxAmt: number }[];
};

/** What is wrong with the totals, or null: each tax type's and the whole document's against its lines. */
function totalsProblem(sale: Totals): string | null {
  if (sale.itemList.length === 0 || sale.totItemCnt !== sale.itemList.length) return 'totItemCnt';
  for (const type of TAX_TYPES) {
    const lines = sale.itemList.filter((item) => item.taxTyCd === type);
    const taxable = lines.reduce((sum, item) => sum + cents(item.taxblAmt), 0);
    const tax = lines.reduce((sum, item) => sum + cents(item.taxAmt), 0);
    if (taxable !== cents(sale[`taxblAmt${type}`])) return `taxblAmt${type}`;
    if (tax !== cents(sale[`taxAmt${type}`])) return `taxAmt${type}`;
  }
  const taxable = sale.itemList.reduce((sum, item) => sum + cents(item.taxblAmt), 0);
  const tax = sale.itemList.reduce((sum, item) => sum + cents(item.taxAmt), 0);
  if (taxable !== cents(sale.totTaxblAmt)) return 'totTaxblAmt';
  if (tax !== cents(sale.totTaxAmt)) return 'totTaxAmt';
  if (taxable + tax !== cents(sale.totAmt)) return 'totAmt';
  return null;
}

/** What is wrong with a credit note: an unknown original sale, no reason, or more than the sale's total. */
function creditProblem(branch: Branch, sale: SaleRequest): string | null {
  const original = branch.sales.get(sale.orgInvcNo);
  if (!original) return `The original invoice ${sale.orgInvcNo} was not found.`;
  if (!sale.rfdRsnCd || !sale.rfdDt) return 'A credit note needs its reason code and date.';
  if (original.credited + cents(sale.totAmt) > original.total) {
    return 'The credit notes exceed the original invoice.';
  }
  return null;
}

/** `selectTrnsPurchaseSalesList`: the buyer's purchases registered at or after `lastReqDt`. */
function listPurchases(issued: IssuedPurchase[], tin: string, lastReqDt: unknown): Response {
  if (typeof lastReqDt !== 'string' || !/^\d{14}$/.test(lastReqDt)) {
    return answer(REFUSED.invalid, 'lastReqDt must be yyyyMMddHHmmss.');
  }
  // KRA lists the times of its purchase list as yyyy-MM-dd HH:mm:ss.
  const spaced = (t: string) =>
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
  const saleList = issued
    .filter((entry) => entry.buyerPin === tin && entry.registeredAt >= lastReqDt)
    .map(({ sale }) => ({
      ...sale,
      cfmDt: spaced(sale.cfmDt),
      stockRlsDt: sale.stockRlsDt ? spaced(sale.stockRlsDt) : null,
    }));
  if (saleList.length === 0) return answer(RESULT_NO_DATA, 'There is no search result');
  return answer(RESULT_OK, 'Successful', { saleList });
}

/** `insertTrnsPurchase`: refused unless a sale to this buyer matches, the totals add up and the number is new. */
function acceptPurchase(
  issued: IssuedPurchase[],
  accepted: { tin: string; purchase: PurchaseRequest }[],
  tin: string,
  purchase: PurchaseRequest,
): Response {
  const problem = Array.isArray(purchase.itemList) ? totalsProblem(purchase) : 'itemList';
  if (problem) return answer(REFUSED.invalid, `The purchase's ${problem} does not match its items.`);
  const sameSale = (other: { spplrTin: string; spplrInvcNo: number }) =>
    other.spplrTin === purchase.spplrTin && other.spplrInvcNo === purchase.spplrInvcNo;
  if (!issued.some((entry) => entry.buyerPin === tin && sameSale(entry.sale))) {
    return answer(REFUSED.invalid, 'No sale of this supplier to this PIN has that invoice number.');
  }
  const taken = accepted.find((entry) => entry.tin === tin && entry.purchase.invcNo === purchase.invcNo);
  if (taken && !sameSale(taken.purchase)) {
    return answer(REFUSED.invalid, `Purchase number ${purchase.invcNo} is already used.`);
  }
  accepted.push({ tin, purchase });
  return answer(RESULT_OK, 'Successful');
}

export function createEtimsSimulator(): EtimsSimulator {
  const branches = new Map<string, Branch>();
  const sales: (SaleRequest & { tin: string })[] = [];
  const savedItems: SaveItemRequest[] = [];
  const issued: IssuedPurchase[] = [];
  const accepted: { tin: string; purchase: PurchaseRequest }[] = [];
  const stockMovements: StockIoRequest[] = [];
  const stockMasters: StockMasterRequest[] = [];
  const tokens = new Set<string>();
  // Failures to come, of the sales side and of the purchases side: tests of one never spend the other's.
  const failures = { sales: { count: 0, message: '' }, purchases: { count: 0, message: '' } };

  function handle(path: string, headers: Headers, body: Record<string, unknown>): Response {
    const failing = failures[PURCHASE_PATHS.includes(path) ? 'purchases' : 'sales'];
    if (failing.count > 0) {
      failing.count -= 1;
      return answer(REFUSED.failure, failing.message);
    }
    const tin = String(body.tin ?? headers.get('tin') ?? '');
    const bhfId = String(body.bhfId ?? headers.get('bhfId') ?? '');
    if (!tokens.has(headers.get('authorization')?.replace(/^Bearer /, '') ?? '')) {
      return answer(REFUSED.token, 'The access token is not valid.');
    }
    if (path === OSCU_PATHS.initialize) {
      if (!KRA_PIN_PATTERN.test(tin) || !body.dvcSrlNo) {
        return answer(REFUSED.device, 'This device is not valid for the PIN and branch.');
      }
      if (branches.get(`${tin}/${bhfId}`)?.serial === body.dvcSrlNo) {
        return answer(RESULT_DEVICE_INSTALLED, 'This device is installed');
      }
      const branch = {
        serial: String(body.dvcSrlNo),
        cmcKey: randomBytes(16).toString('hex').toUpperCase(),
        sdcId: `KRACU0${createHash('sha256')
          .update(`${tin}/${String(body.dvcSrlNo)}`)
          .digest('hex')
          .slice(0, 9)
          .toUpperCase()}`,
        receipts: 0,
        items: new Map(),
        sales: new Map(),
      };
      branches.set(`${tin}/${bhfId}`, branch);
      return answer(RESULT_OK, 'Successful', { info: { cmcKey: branch.cmcKey, sdcId: branch.sdcId } });
    }
    const branch = branches.get(`${headers.get('tin')}/${headers.get('bhfId')}`);
    if (!branch || headers.get('cmcKey') !== branch.cmcKey) {
      return answer(REFUSED.key, 'The communication key is not valid for this PIN and branch.');
    }
    if (path === OSCU_PATHS.saveItem) {
      const item = body as unknown as SaveItemRequest;
      branch.items.set(item.itemCd, item);
      savedItems.push(item);
      return answer(RESULT_OK, 'Successful');
    }
    if (path === OSCU_PATHS.codeList)
      return answer(RESULT_OK, 'Successful', { clsList: SIMULATED_CODE_CLASSES });
    if (path === OSCU_PATHS.itemClasses) {
      return answer(RESULT_OK, 'Successful', { itemClsList: SIMULATED_ITEM_CLASSES });
    }
    if (path === OSCU_PATHS.stockIO) {
      stockMovements.push(body as unknown as StockIoRequest);
      return answer(RESULT_OK, 'Successful');
    }
    if (path === OSCU_PATHS.stockMaster) {
      stockMasters.push(body as unknown as StockMasterRequest);
      return answer(RESULT_OK, 'Successful');
    }
    if (path === OSCU_PATHS.purchases) return listPurchases(issued, tin, body.lastReqDt);
    if (path === OSCU_PATHS.insertPurchase) {
      return acceptPurchase(issued, accepted, tin, body as unknown as PurchaseRequest);
    }
    if (path !== OSCU_PATHS.saveSale) return answer(REFUSED.invalid, 'Unknown endpoint.');
    const sale = body as unknown as SaleRequest;
    const problem = Array.isArray(sale.itemList) ? totalsProblem(sale) : 'itemList';
    if (problem) return answer(REFUSED.invalid, `The sale's ${problem} does not match its items.`);
    const buyerPins = [sale.custTin, sale.receipt?.custTin];
    if (
      buyerPins.some((pin) => pin != null && !KRA_PIN_PATTERN.test(pin)) ||
      sale.custTin !== sale.receipt?.custTin
    ) {
      return answer(REFUSED.invalid, 'The buyer PIN (custTin) is not a KRA PIN.');
    }
    const unknown = sale.itemList.find((line) => branch.items.get(line.itemCd)?.itemClsCd !== line.itemClsCd);
    if (unknown) {
      return answer(REFUSED.invalid, `Item ${unknown.itemCd} is not registered with that classification.`);
    }
    const refused = sale.rcptTyCd === 'R' ? creditProblem(branch, sale) : null;
    if (refused) return answer(REFUSED.invalid, refused);
    if (sale.rcptTyCd === 'R') branch.sales.get(sale.orgInvcNo)!.credited += cents(sale.totAmt);
    else branch.sales.set(sale.invcNo, { total: cents(sale.totAmt), credited: 0 });
    branch.receipts += 1;
    sales.push({ ...sale, tin });
    const signature = createHash('sha256').update(JSON.stringify(sale)).digest('hex').slice(0, 16);
    return answer(RESULT_OK, 'Successful', {
      curRcptNo: branch.receipts,
      totRcptNo: branch.receipts,
      intrlData: createHash('sha256').update(`${signature}:internal`).digest('base64').slice(0, 26),
      rcptSign: signature.toUpperCase(),
      sdcDateTime: stamp(new Date()),
    });
  }

  const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.url.startsWith(SIMULATOR_TOKEN_URL)) {
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return new Response(JSON.stringify({ access_token: token, expires_in: '3599' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const path = new URL(request.url).pathname.replace(/^\/oscu/, '');
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return answer(REFUSED.invalid, 'The request body is not JSON.');
    }
    return handle(path, request.headers, body ?? {});
  };

  return {
    fetch: inProcessFetch as typeof fetch,
    sales,
    savedItems,
    stockMovements,
    stockMasters,
    get acceptedPurchases() {
      return accepted.map((entry) => entry.purchase);
    },
    issuePurchase(buyerPin, sale, at = new Date()) {
      issued.push({ buyerPin, sale, registeredAt: stamp(at) });
    },
    failNext(count, message = 'The simulator was told to fail this call.') {
      failures.sales = { count, message };
    },
    failNextPurchases(count, message = 'The simulator was told to fail this call.') {
      failures.purchases = { count, message };
    },
  };
}
