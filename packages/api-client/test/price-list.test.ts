// @vitest-environment happy-dom
import type { PriceListItem } from '@daftari/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { updatePriceListItem } from '../src/invoices.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const cement: PriceListItem = {
  id: 11,
  description: 'Cement 50 kg',
  unit: 'items',
  unit_price: 850,
  tax_rate: 16,
  tax_category: null,
  kind: 'goods',
  classification_code: '5020220100',
  etims_item_code: null,
};

describe('updatePriceListItem', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('PATCHes /api/price_list_items/{id} with the body as given and answers the updated item', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: cement }));
    const body = {
      price_list_item: { kind: 'goods' as const, classification_code: '5020220100', tax_category: null },
    };
    await expect(updatePriceListItem(11, body)).resolves.toEqual(cement);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('PATCH');
    expect(new URL(request.url).pathname).toBe('/api/price_list_items/11');
    expect(await request.json()).toEqual(body);
  });

  it('a 422 becomes an ApiError carrying the field messages', async () => {
    const message = 'KRA item classification must be 8 to 10 digits';
    fetchMock.mockResolvedValueOnce(
      json(422, { error: message, details: { classification_code: [message] } }),
    );
    const failure = await updatePriceListItem(11, {
      price_list_item: { kind: 'goods', classification_code: '12' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).details).toEqual({ classification_code: [message] });
  });
});
