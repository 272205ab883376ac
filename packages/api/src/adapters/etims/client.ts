import type { z } from 'zod';
import {
  type PurchaseRequest,
  type PurchaseSale,
  purchaseListDataSchema,
  RESULT_NO_DATA,
} from './purchase-wire.ts';
import {
  type InitializeRequest,
  initializeDataSchema,
  OSCU_PATHS,
  type OscuHeaders,
  RESULT_OK,
  resultSchema,
  type SaleAnswer,
  type SaleRequest,
  type SaveItemRequest,
  saleDataSchema,
} from './wire.ts';

/** KRA answered with a result code other than "000" (its message kept), or could not be reached (`resultCd` null). */
export class EtimsError extends Error {
  override readonly name = 'EtimsError';
  constructor(
    message: string,
    readonly resultCd: string | null,
  ) {
    super(message);
  }
}

export interface Initialized {
  communicationKey: string;
  controlUnitId: string | null;
}

export interface EtimsClient {
  /** `selectInitOsdcInfo`: the branch's device is registered and gets its communication key. */
  initialize(request: InitializeRequest): Promise<Initialized>;
  /** `saveItem`: registers an item under the branch. */
  saveItem(headers: OscuHeaders, item: SaveItemRequest): Promise<void>;
  /** `saveTrnsSalesOsdc`: the control unit signs a sale or credit note. */
  saveSale(headers: OscuHeaders, sale: SaleRequest): Promise<SaleAnswer>;
  /**
   * `selectTrnsPurchaseSalesList`: the sales other businesses signed to this PIN since `lastReqDt`
   * (`yyyyMMddHHmmss`), none on KRA's "no search result"; `answeredAt` is KRA's time of the answer.
   */
  purchases(
    headers: OscuHeaders,
    lastReqDt: string,
  ): Promise<{ sales: PurchaseSale[]; answeredAt: string | null }>;
  /** `insertTrnsPurchase`: the business accepts one of them as its purchase. */
  insertPurchase(headers: OscuHeaders, purchase: PurchaseRequest): Promise<void>;
}

export interface EtimsClientOptions {
  /** KRA's sandbox or production OSCU base URL, or the built-in simulator's. */
  baseUrl: string;
  /** The transport; the built-in simulator hands in its own (in-process) one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A client of KRA's OSCU API over fetch: JSON POSTs, the branch headers, a timeout, answers checked. */
export function createEtimsClient(options: EtimsClientOptions): EtimsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<S extends z.ZodType>(
    path: string,
    headers: OscuHeaders | null,
    body: object,
    data: S,
    empty?: z.input<S>,
  ): Promise<{ data: z.output<S>; answeredAt: string | null }> {
    let response: Response;
    try {
      response = await transport(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ ...(headers ? { tin: headers.tin, bhfId: headers.bhfId } : {}), ...body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EtimsError(`KRA eTIMS could not be reached: ${(error as Error).message}`, null);
    }
    const answer = resultSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) throw new EtimsError(`KRA eTIMS answered HTTP ${response.status}`, null);
    const { resultCd, resultMsg, resultDt } = answer.data;
    const answeredAt = resultDt && /^\d{14}$/.test(resultDt) ? resultDt : null;
    if (empty !== undefined && resultCd === RESULT_NO_DATA) return { data: data.parse(empty), answeredAt };
    if (resultCd !== RESULT_OK) throw new EtimsError(`KRA eTIMS: ${resultMsg} (${resultCd})`, resultCd);
    const parsed = data.safeParse(answer.data.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      throw new EtimsError(`KRA eTIMS answered in an unexpected shape${where}`, resultCd);
    }
    return { data: parsed.data, answeredAt };
  }

  return {
    async initialize(request) {
      const { info } = (await call(OSCU_PATHS.initialize, null, request, initializeDataSchema)).data;
      return { communicationKey: info.cmcKey, controlUnitId: info.sdcId ?? null };
    },
    async saveItem(headers, item) {
      await call(OSCU_PATHS.saveItem, headers, item, resultSchema.shape.data);
    },
    saveSale: async (headers, sale) => (await call(OSCU_PATHS.saveSale, headers, sale, saleDataSchema)).data,
    async purchases(headers, lastReqDt) {
      const answer = await call(OSCU_PATHS.purchases, headers, { lastReqDt }, purchaseListDataSchema, {});
      return { sales: answer.data.saleList, answeredAt: answer.answeredAt };
    },
    async insertPurchase(headers, purchase) {
      await call(OSCU_PATHS.insertPurchase, headers, purchase, resultSchema.shape.data);
    },
  };
}
