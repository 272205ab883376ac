import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OscuMock, startOscuMock } from '../oscu-mock/server.ts';

// The strict OSCU mock itself: it must catch each way a client departs from KRA's documents, or a test
// through it proves nothing.

let mock: OscuMock;
const PIN = 'P051234567X';
let token = '';
let cmcKey = '';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mock.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
const branchHeaders = () => ({ tin: PIN, bhfId: '00', cmcKey });
const problemsOf = (from: number) => mock.deviations.slice(from).map((d) => `${d.field}: ${d.problem}`);

beforeAll(async () => {
  mock = await startOscuMock();
  mock.registerDevice(PIN, '00', 'dvc-1');
  const basic = Buffer.from(`${mock.credentials.consumerKey}:${mock.credentials.consumerSecret}`).toString(
    'base64',
  );
  const answer = await fetch(`${mock.tokenUrl}?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
  const init = await post('/selectInitOsdcInfo', { tin: PIN, bhfId: '00', dvcSrlNo: 'dvc-1' });
  cmcKey = ((await init.json()) as { data: { info: { cmcKey: string } } }).data.info.cmcKey;
});
afterAll(() => mock.close());

describe('the strict OSCU mock', () => {
  it('refuses a call without the bearer token, and a second initialization with 902', async () => {
    const before = mock.deviations.length;
    const bare = await fetch(`${mock.baseUrl}/selectCodeList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...branchHeaders() },
      body: JSON.stringify({ lastReqDt: '20180101000000' }),
    });
    expect(bare.status).toBe(401);
    expect(problemsOf(before)).toEqual(['Authorization: no OAuth bearer token']);
    const again = await (
      await post('/selectInitOsdcInfo', { tin: PIN, bhfId: '00', dvcSrlNo: 'dvc-1' })
    ).json();
    expect(again).toMatchObject({ resultCd: '902', resultMsg: 'This device is installed' });
  });

  it('records every departure of an item and a sale from the tables, codes and arithmetic', async () => {
    const before = mock.deviations.length;
    const item = {
      itemCd: 'KE3NTU0000000',
      itemClsCd: '99000000',
      itemTyCd: '3',
      itemNm: 'Services',
      orgnNatCd: 'KE',
      pkgUnitCd: 'NT',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 0,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      regrId: 'x',
      regrNm: 'x',
      modrId: 'x',
      modrNm: 'x',
    };
    const saved = await (await post('/saveItem', { ...item, tin: PIN }, branchHeaders())).json();
    expect(saved).toMatchObject({ resultCd: '910' });
    expect(problemsOf(before)).toEqual(['tin: is not a field of this request']);
    const refused = await (await post('/saveItem', item, branchHeaders())).json();
    expect(refused).toMatchObject({ resultCd: '910' });
    expect(problemsOf(before + 1)).toEqual([
      "itemCd: KE3NTU0000000's sequence is 0: KRA's sequences start at 0000001",
      'itemClsCd: "99000000" is a segment or family, not an item class (level 1)',
    ]);

    const line = (fields: Record<string, number | string>) => ({
      itemSeq: 1,
      itemCd: 'KE3NTU0000000',
      itemClsCd: '99000000',
      itemNm: 'Design',
      pkgUnitCd: 'NT',
      pkg: 1,
      qtyUnitCd: 'U',
      qty: 1,
      prc: 100,
      splyAmt: 100,
      dcRt: 0,
      dcAmt: 0,
      taxTyCd: 'B',
      taxblAmt: 100,
      taxAmt: 16,
      totAmt: 116,
      ...fields,
    });
    const zero = Object.fromEntries(
      ['A', 'B', 'C', 'D', 'E'].flatMap((t) => [
        [`taxblAmt${t}`, 0],
        [`taxAmt${t}`, 0],
        [`taxRt${t}`, { A: 0, B: 16, C: 0, D: 0, E: 8 }[t]],
      ]),
    );
    const sale = {
      trdInvcNo: 'INV-0001',
      invcNo: 1,
      orgInvcNo: 0,
      rcptTyCd: 'S',
      salesSttsCd: '02',
      cfmDt: '2020-01-27 21:03:00',
      salesDt: '20200127',
      rfdRsnCd: '13',
      totItemCnt: 2,
      ...zero,
      totTaxblAmt: 50,
      totTaxAmt: 8,
      totAmt: 58,
      prchrAcptcYn: 'N',
      regrId: 'x',
      regrNm: 'x',
      modrId: 'x',
      modrNm: 'x',
      receipt: { rcptPbctDt: '20200127210300', prchrAcptcYn: 'N', rptNo: 1 },
      itemList: [
        line({ qty: 1.125, pkg: 1.125 }),
        line({ itemSeq: 2, prc: -50, splyAmt: -50, taxblAmt: -50, taxAmt: -8, totAmt: -58 }),
      ],
    };
    const signed = await (await post('/saveTrnsSalesOsdc', sale, branchHeaders())).json();
    expect(signed).toMatchObject({ resultCd: '910' });
    expect(problemsOf(before + 3)).toEqual(
      expect.arrayContaining([
        'cfmDt: "2020-01-27 21:03:00" is not a date of the form yyyyMMddHHmmss',
        'rfdRsnCd: "13" is not in KRA\'s code list',
        'receipt.rptNo: is not a field of this request',
        'itemList[0].qty: 1.125 has more than 2 decimals',
        'itemList[0].pkg: 1.125 has more than 2 decimals',
      ]),
    );
  });

  it('lists a purchase with its times as yyyy-MM-dd HH:mm:ss', async () => {
    mock.issuePurchase(PIN, {
      spplrTin: 'P059999999Z',
      spplrInvcNo: 2,
      cfmDt: '2020-01-27 21:03:00',
      itemList: [],
    });
    const listed = await (
      await post('/selectTrnsPurchaseSalesList', { lastReqDt: '20200101000000' }, branchHeaders())
    ).json();
    expect(listed).toMatchObject({ resultCd: '000', data: { saleList: [{ cfmDt: '2020-01-27 21:03:00' }] } });
    expect((listed as { resultDt: string }).resultDt).toMatch(/^\d{14}$/);
  });
});
