import type { Role } from '@daftari/contracts';
import { click, mockApi, renderPage, user } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkMessage, SelectionToolbar } from '../../src/widgets/index.ts';

const ids = ['a1', 'b2'];
const numbers: Record<string, string> = { a1: 'INV-0001', b2: 'INV-0002' };

function api(role: Role = 'owner', bulk: { status?: number; body: unknown } = { body: {} }) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'POST /invoices/bulk': () => bulk,
    'GET /invoices/pdfs': () => ({ body: new Blob(['PK']) }),
    'GET /invoices': () => ({ body: new Blob(['Number\r\n']) }),
  });
}

function renderToolbar(selected = ids, onChanged = vi.fn()) {
  renderPage(
    <SelectionToolbar
      list="invoices"
      documents="invoices"
      ids={selected}
      filename="Invoices"
      noun="invoice"
      labelOf={(id) => numbers[id] ?? id}
      onChanged={onChanged}
    />,
    { route: '/', path: '/' },
  );
  return onChanged;
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

describe('SelectionToolbar', () => {
  it('sends the selection and says what was sent and what was skipped, and why', async () => {
    const { of } = api('owner', {
      body: { data: { changed: 1, skipped: [{ id: 'b2', error: 'Baraka Mwangi has no e-mail address' }] } },
    });
    const onChanged = renderToolbar();
    expect(screen.getByText('2 invoices selected')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('1 sent, 1 skipped: INV-0002: Baraka Mwangi has no e-mail address'),
    ).toBeTruthy();
    expect(of('POST', '/invoices/bulk')[0]!.body).toEqual({ ids, action: 'send' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('marks the selection sent, and shows a refusal as the message', async () => {
    const { of } = api('owner', { status: 422, body: { error: 'Name at most 200 documents' } });
    const onChanged = renderToolbar();
    await click(screen.getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('Name at most 200 documents')).toBeTruthy();
    expect(of('POST', '/invoices/bulk')[0]!.body).toEqual({ ids, action: 'mark_sent' });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('downloads the PDFs as one ZIP and the selection as CSV', async () => {
    const { of } = api();
    renderToolbar();
    await click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() => expect(of('GET', '/invoices/pdfs')).toHaveLength(1));
    expect(of('GET', '/invoices/pdfs')[0]!.query.get('ids')).toBe('a1,b2');
    await click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(of('GET', '/invoices')).toHaveLength(1));
    const query = of('GET', '/invoices')[0]!.query;
    expect([query.get('format'), query.get('ids')]).toEqual(['csv', 'a1,b2']);
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(2));
  });

  it('hides Send and Mark as sent from a viewer, who may still download and export', async () => {
    api('viewer');
    renderToolbar();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDFs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export selected' })).toBeTruthy();
  });

  it('shows nothing without a selection', () => {
    api();
    renderToolbar([]);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });
});

describe('bulkMessage', () => {
  it('says only what changed when nothing was skipped', () => {
    expect(bulkMessage('mark_sent', { changed: 3, skipped: [] }, String)).toBe('3 marked as sent');
  });

  it('names each skipped document once', () => {
    const skipped = [{ id: 'a1', error: 'INV-0001 is sent, not a draft' }];
    expect(bulkMessage('mark_sent', { changed: 0, skipped }, (id) => numbers[id] ?? id)).toBe(
      '0 marked as sent, 1 skipped: INV-0001 is sent, not a draft',
    );
  });
});
