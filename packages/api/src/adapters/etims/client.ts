import type { z } from 'zod';
import { type OAuthCredentials, TokenError, type TokenSource } from './oauth.ts';
import { type PurchaseRequest, type PurchaseSale, purchaseListDataSchema } from './purchase-wire.ts';
import {
  type CodeClass,
  codeListDataSchema,
  type ItemClass,
  itemClassListDataSchema,
} from './reference-wire.ts';
import type { StockIoRequest, StockMasterRequest } from './stock-wire.ts';
import {
  type InitializeRequest,
  initializeDataSchema,
  OSCU_PATHS,
  type OscuHeaders,
  RESULT_NO_DATA,
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

/** Who calls: the business's OAuth credentials and, after initialization, its branch headers. */
export interface OscuSession {
  credentials: OAuthCredentials;
  headers: OscuHeaders;
}

/** A list call's answer: what changed since `lastReqDt` and KRA's time of the answer (the next `lastReqDt`). */
export interface Listed<T> {
  list: T[];
  answeredAt: string | null;
}

export interface EtimsClient {
  /** `selectInitOsdcInfo`: the branch's device is registered and gets its communication key. */
  initialize(credentials: OAuthCredentials, request: InitializeRequest): Promise<Initialized>;
  /** `selectCodeList`: KRA's code classes changed since `lastReqDt` (`yyyyMMddHHmmss`). */
  codeList(session: OscuSession, lastReqDt: string): Promise<Listed<CodeClass>>;
  /** `selectItemClsList`: KRA's item classifications changed since `lastReqDt`. */
  itemClasses(session: OscuSession, lastReqDt: string): Promise<Listed<ItemClass>>;
  /** `saveItem`: registers an item under the branch. */
  saveItem(session: OscuSession, item: SaveItemRequest): Promise<void>;
  /** `saveTrnsSalesOsdc`: the control unit signs a sale or credit note. */
  saveSale(session: OscuSession, sale: SaleRequest): Promise<SaleAnswer>;
  /** `selectTrnsPurchaseSalesList`: the sales other businesses signed to this PIN since `lastReqDt`. */
  purchases(session: OscuSession, lastReqDt: string): Promise<Listed<PurchaseSale>>;
  /** `insertTrnsPurchase`: the business accepts one of them as its purchase. */
  insertPurchase(session: OscuSession, purchase: PurchaseRequest): Promise<void>;
  /** `insertStockIO`: goods went out (a sale) or came in (a purchase, a return). */
  stockIO(session: OscuSession, movement: StockIoRequest): Promise<void>;
  /** `saveStockMaster`: what is left of an item. */
  stockMaster(session: OscuSession, stock: StockMasterRequest): Promise<void>;
}

export interface EtimsClientOptions {
  /** KRA's sandbox or production OSCU base URL, or the built-in simulator's. */
  baseUrl: string;
  tokens: TokenSource;
  /** The transport; the built-in simulator hands in its own (in-process) one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A client of KRA's OSCU API over fetch: JSON POSTs with the bearer token (fetched again once on a 401), the
 * branch headers, a timeout, answers checked.
 */
export function createEtimsClient(options: EtimsClientOptions): EtimsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function post(
    path: string,
    credentials: OAuthCredentials,
    headers: OscuHeaders | null,
    body: object,
  ) {
    let token: string;
    try {
      token = await options.tokens.token(credentials);
    } catch (error) {
      if (error instanceof TokenError) throw new EtimsError(error.message, null);
      throw error;
    }
    try {
      return await transport(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EtimsError(`KRA eTIMS could not be reached: ${(error as Error).message}`, null);
    }
  }

  async function call<S extends z.ZodType>(
    path: string,
    credentials: OAuthCredentials,
    headers: OscuHeaders | null,
    body: object,
    data: S,
    empty?: z.input<S>,
  ): Promise<{ data: z.output<S>; answeredAt: string | null }> {
    let response = await post(path, credentials, headers, body);
    if (response.status === 401) {
      options.tokens.forget(credentials);
      response = await post(path, credentials, headers, body);
      if (response.status === 401) {
        throw new EtimsError(
          'KRA eTIMS refused the OAuth token twice (HTTP 401): check the consumer key and secret',
          null,
        );
      }
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

  const nothing = resultSchema.shape.data;
  return {
    async initialize(credentials, request) {
      const { info } = (await call(OSCU_PATHS.initialize, credentials, null, request, initializeDataSchema))
        .data;
      return { communicationKey: info.cmcKey, controlUnitId: info.sdcId ?? null };
    },
    async codeList({ credentials, headers }, lastReqDt) {
      const answer = await call(
        OSCU_PATHS.codeList,
        credentials,
        headers,
        { lastReqDt },
        codeListDataSchema,
        {},
      );
      return { list: answer.data.clsList, answeredAt: answer.answeredAt };
    },
    async itemClasses({ credentials, headers }, lastReqDt) {
      const schema = itemClassListDataSchema;
      const answer = await call(OSCU_PATHS.itemClasses, credentials, headers, { lastReqDt }, schema, {});
      return { list: answer.data.itemClsList, answeredAt: answer.answeredAt };
    },
    async saveItem({ credentials, headers }, item) {
      await call(OSCU_PATHS.saveItem, credentials, headers, item, nothing);
    },
    saveSale: async ({ credentials, headers }, sale) =>
      (await call(OSCU_PATHS.saveSale, credentials, headers, sale, saleDataSchema)).data,
    async purchases({ credentials, headers }, lastReqDt) {
      const schema = purchaseListDataSchema;
      const answer = await call(OSCU_PATHS.purchases, credentials, headers, { lastReqDt }, schema, {});
      return { list: answer.data.saleList, answeredAt: answer.answeredAt };
    },
    async insertPurchase({ credentials, headers }, purchase) {
      await call(OSCU_PATHS.insertPurchase, credentials, headers, purchase, nothing);
    },
    async stockIO({ credentials, headers }, movement) {
      await call(OSCU_PATHS.stockIO, credentials, headers, movement, nothing);
    },
    async stockMaster({ credentials, headers }, stock) {
      await call(OSCU_PATHS.stockMaster, credentials, headers, stock, nothing);
    },
  };
}
