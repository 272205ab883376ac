import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, Branch, type ListedSale, OK, PARAMETER_ERROR } from './branch.ts';
import { checkFields, type Deviation, type Fields, instantOf } from './rules.ts';
import * as TABLES from './tables.ts';

/**
 * A strict mock of KRA's eTIMS OSCU API and its OAuth token service, written from KRA's published documents
 * (the OSCU API reference, code definitions and the SDKs' authentication), not from Daftari's client: a real
 * HTTP server on an ephemeral loopback port. Every request is checked against its table (presence, type,
 * length, decimals, dates, code lists, no unknown fields), the headers `tin`/`bhfId`/`cmcKey` and the bearer
 * token, and the documents' arithmetic; each departure is recorded in `deviations` (and answered with KRA's
 * refusal). Answers take the documented shapes, with the purchase list's times as `yyyy-MM-dd HH:mm:ss`.
 */

export interface OscuMock {
  /** The OSCU base URL (`…/etims-api`) and the token endpoint. */
  baseUrl: string;
  tokenUrl: string;
  credentials: { consumerKey: string; consumerSecret: string };
  deviations: Deviation[];
  /** Every deviation, and each sale of goods no stock movement followed. */
  allDeviations(): Deviation[];
  /** KRA approved this OSCU device for the PIN and branch (the portal's service request). */
  registerDevice(tin: string, bhfId: string, serial: string): void;
  branch(tin: string, bhfId?: string): Branch;
  /** Another business's control unit signed `sale` to `buyerTin` (the documented list shape). */
  issuePurchase(buyerTin: string, sale: ListedSale): void;
  /** Tokens issued so far stop working (they expired). */
  expireTokens(): void;
  tokensIssued(): number;
  /** The next sale is refused with this result code and message. */
  refuseNextSale(resultCd: string, resultMsg: string): void;
  /** The next insertStockIO is answered with this result instead of being recorded. */
  refuseNextStockIO(resultCd: string, resultMsg: string): void;
  /** The mock's clock: what "now" and "the future" are. */
  setClock(now: () => Date): void;
  close(): Promise<void>;
}

const TABLE_OF: Record<string, Fields> = {
  '/selectCodeList': TABLES.LAST_REQUEST,
  '/selectItemClsList': TABLES.LAST_REQUEST,
  '/selectTrnsPurchaseSalesList': TABLES.LAST_REQUEST,
  '/saveItem': TABLES.SAVE_ITEM,
  '/saveTrnsSalesOsdc': TABLES.SAVE_SALE,
  '/insertTrnsPurchase': TABLES.INSERT_PURCHASE,
  '/insertStockIO': TABLES.INSERT_STOCK_IO,
  '/saveStockMaster': TABLES.SAVE_STOCK_MASTER,
};

/** `yyyyMMddHHmmss` in Nairobi, and the purchase list's `yyyy-MM-dd HH:mm:ss`. */
const stamp = (at: Date) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
export const listTime = (at: Date) => {
  const s = stamp(at);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)} ${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}`;
};

export async function startOscuMock(): Promise<OscuMock> {
  const credentials = {
    consumerKey: `ck_${randomBytes(6).toString('hex')}`,
    consumerSecret: randomBytes(12).toString('hex'),
  };
  const deviations: Deviation[] = [];
  const branches = new Map<string, Branch>();
  const tokens = new Map<string, boolean>();
  let issued = 0;
  /** One refusal per operation, answered once in place of its next call. */
  const refusals = new Map<string, Answer>();
  const takeRefusal = (path: string) => {
    const refused = refusals.get(path);
    refusals.delete(path);
    return refused;
  };
  let clock = () => new Date();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const answer = (response: ServerResponse, result: Answer) =>
    send(response, 200, {
      resultCd: result.resultCd,
      resultMsg: result.resultMsg,
      resultDt: stamp(clock()),
      data: result.data ?? null,
    });

  function token(request: IncomingMessage, response: ServerResponse, url: URL) {
    const basic = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;
    if (request.method !== 'GET')
      deviations.push({ endpoint: 'token', field: '(method)', problem: 'the token is a GET' });
    if (url.searchParams.get('grant_type') !== 'client_credentials') {
      deviations.push({ endpoint: 'token', field: 'grant_type', problem: 'must be client_credentials' });
    }
    if (request.headers.authorization !== basic) {
      deviations.push({
        endpoint: 'token',
        field: 'Authorization',
        problem: 'not Basic of the consumer key and secret',
      });
      return send(response, 401, { errorCode: '401.002.01', errorMessage: 'Invalid Authentication passed' });
    }
    const accessToken = randomBytes(20).toString('base64url');
    tokens.set(accessToken, true);
    issued += 1;
    send(response, 200, { access_token: accessToken, expires_in: '3599' });
  }

  function oscu(path: string, request: IncomingMessage, body: unknown, response: ServerResponse) {
    const found = (field: string, problem: string) => deviations.push({ endpoint: path, field, problem });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      if (!bearer) found('Authorization', 'no OAuth bearer token');
      return send(response, 401, {
        fault: {
          faultstring: 'Invalid Access Token',
          detail: { errorcode: 'keymanagement.service.invalid_access_token' },
        },
      });
    }
    if (!tokens.get(bearer)) {
      return send(response, 401, {
        fault: {
          faultstring: 'Access Token expired',
          detail: { errorcode: 'keymanagement.service.access_token_expired' },
        },
      });
    }
    if (path === '/selectInitOsdcInfo') return answer(response, initialize(body, found));
    const tin = String(request.headers.tin ?? '');
    const bhfId = String(request.headers.bhfid ?? '');
    const branch = branches.get(`${tin}/${bhfId}`);
    if (!request.headers.tin || !request.headers.bhfid || !request.headers.cmckey) {
      found('(headers)', 'tin, bhfId and cmcKey are required');
      return answer(response, { resultCd: '900', resultMsg: 'There is no Header information' });
    }
    if (!branch?.installed || request.headers.cmckey !== branch.cmcKey) {
      found('cmcKey', 'not the key this device was issued');
      return answer(response, { resultCd: '901', resultMsg: 'It is not valid device' });
    }
    const table = TABLE_OF[path];
    if (!table) {
      found('(path)', `${path} is no OSCU function`);
      return answer(response, { resultCd: '912', resultMsg: 'There is a request Method error' });
    }
    const before = deviations.length;
    checkFields(table, body, '', clock(), found);
    if (deviations.length > before) return answer(response, PARAMETER_ERROR);
    const record = body as Record<string, unknown>;
    answer(response, dispatch(path, branch, record, found, before));
  }

  function dispatch(
    path: string,
    branch: Branch,
    body: Record<string, unknown>,
    found: (f: string, p: string) => void,
    before: number,
  ): Answer {
    switch (path) {
      case '/selectCodeList':
        return OK({ clsList: Branch.codeClasses() });
      case '/selectItemClsList':
        return OK({ itemClsList: Branch.itemClasses() });
      case '/selectTrnsPurchaseSalesList': {
        const from = instantOf(String(body.lastReqDt), true)!.getTime();
        const saleList = branch.listed.filter(
          (entry) => instantOf(entry.registeredAt, true)!.getTime() >= from,
        );
        if (saleList.length === 0) return { resultCd: '001', resultMsg: 'There is no search result' };
        return OK({ saleList: saleList.map((entry) => entry.sale) });
      }
      case '/saveItem':
        return branch.saveItem(body, found);
      case '/saveTrnsSalesOsdc': {
        const refused = takeRefusal(path);
        if (refused) return refused;
        branch.saveSale(body, found);
        if (deviations.length > before) return PARAMETER_ERROR;
        return branch.sign(body, { sdcDateTime: stamp(clock()) });
      }
      case '/insertTrnsPurchase': {
        const result = branch.insertPurchase(body, found);
        if (deviations.length > before) return PARAMETER_ERROR;
        branch.purchases.push(body);
        return result;
      }
      case '/insertStockIO': {
        const refused = takeRefusal(path);
        if (refused) return refused;
        branch.insertStockIO(body, found);
        if (deviations.length > before) return PARAMETER_ERROR;
        branch.recordStockIO(body);
        return OK();
      }
      default:
        return branch.saveStockMaster(body, found);
    }
  }

  function initialize(body: unknown, found: (f: string, p: string) => void): Answer {
    const before = deviations.length;
    checkFields(TABLES.INITIALIZE, body, '', clock(), found);
    if (deviations.length > before) return PARAMETER_ERROR;
    const { tin = '', bhfId = '', dvcSrlNo = '' } = body as Record<string, string>;
    const branch = branches.get(`${tin}/${bhfId}`);
    if (!branch || branch.serial !== dvcSrlNo)
      return { resultCd: '901', resultMsg: 'It is not valid device' };
    if (branch.installed) return { resultCd: '902', resultMsg: 'This device is installed' };
    branch.installed = true;
    const s = stamp(clock());
    return OK({
      info: {
        tin,
        taxprNm: `Taxpayer ${tin}`,
        bsnsActv: 'business',
        bhfId,
        bhfNm: 'Headquarter',
        bhfOpenDt: s.slice(0, 8),
        prvncNm: 'NAIROBI CITY',
        dstrtNm: 'WESTLANDS',
        sctrNm: 'WON',
        locDesc: 'Westlands Towers',
        hqYn: 'Y',
        mgrNm: 'Manager',
        mgrTelNo: '0789001130',
        mgrEmail: 'manager@example.com',
        dvcId: `${tin.slice(1, 10)}${bhfId}0001`,
        sdcId: branch.sdcId,
        mrcNo: `WIS${tin.slice(1, 9)}`,
        cmcKey: branch.cmcKey,
      },
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock');
    if (url.pathname === '/v1/token/generate') return token(request, response, url);
    if (!url.pathname.startsWith('/etims-api/')) return send(response, 404, { error: 'not found' });
    const path = url.pathname.slice('/etims-api'.length);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        deviations.push({ endpoint: path, field: '(method)', problem: 'OSCU functions are POSTs' });
        return answer(response, { resultCd: '912', resultMsg: 'There is a request Method error' });
      }
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        deviations.push({ endpoint: path, field: 'Content-Type', problem: 'must be application/json' });
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        deviations.push({ endpoint: path, field: '(body)', problem: 'not JSON' });
        return answer(response, { resultCd: '911', resultMsg: 'There is no request full text' });
      }
      oscu(path, request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const branchOf = (tin: string, bhfId = '00') => {
    const found = branches.get(`${tin}/${bhfId}`);
    if (!found) throw new Error(`no device registered for ${tin}/${bhfId}`);
    return found;
  };
  return {
    baseUrl: `${origin}/etims-api`,
    tokenUrl: `${origin}/v1/token/generate`,
    credentials,
    deviations,
    allDeviations: () => [
      ...deviations,
      ...[...branches.values()].flatMap((branch) =>
        [...branch.awaitingStock].map((invcNo) => ({
          endpoint: '/insertStockIO',
          field: '(missing)',
          problem: `${branch.tin}'s sale ${invcNo} of goods was not followed by its stock movement`,
        })),
      ),
    ],
    registerDevice: (tin, bhfId, serial) => {
      // A new device counts its documents from 1; what OSCU keeps per PIN and branch (the items registered
      // or bought, the sales other businesses made to it) stays.
      const device = new Branch(tin, bhfId, serial);
      const replaced = branches.get(`${tin}/${bhfId}`);
      device.listed.push(...(replaced?.listed ?? []));
      for (const [code, item] of replaced?.items ?? []) device.items.set(code, item);
      device.earlierPurchases.push(...(replaced?.earlierPurchases ?? []), ...(replaced?.purchases ?? []));
      branches.set(`${tin}/${bhfId}`, device);
    },
    branch: branchOf,
    issuePurchase: (buyerTin, sale) => branchOf(buyerTin).listed.push({ sale, registeredAt: stamp(clock()) }),
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, false);
    },
    tokensIssued: () => issued,
    refuseNextSale: (resultCd, resultMsg) => {
      refusals.set('/saveTrnsSalesOsdc', { resultCd, resultMsg });
    },
    refuseNextStockIO: (resultCd, resultMsg) => {
      refusals.set('/insertStockIO', { resultCd, resultMsg });
    },
    setClock: (now) => {
      clock = now;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
