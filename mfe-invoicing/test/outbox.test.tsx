import { click, mockApi, renderPage, settle } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxPage } from '../src/routes/OutboxPage.tsx';

const message = {
  id: '1795290000000-a1b2c3d4e5f6',
  to: 'amina@savannah.co.ke',
  subject: 'Invoice INV-0001 from Kamau Designs',
  created_at: '2026-11-21T09:30:00.000Z',
};

describe('Outbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the e-mails kept without a mail server and downloads one as .eml', async () => {
    const api = mockApi({
      'GET /outbox': () => ({ body: { data: [message] } }),
      [`GET /outbox/${message.id}`]: () => ({
        body: new Blob(['Subject: hi\r\n\r\nbody'], { type: 'message/rfc822' }),
      }),
    });
    const createObjectURL = vi.fn(() => 'blob:eml');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<OutboxPage />, { route: '/outbox', path: '/outbox' });
    await settle();

    const row = (await screen.findByText(message.subject)).closest('tr')!;
    expect(within(row).getByText(message.to)).toBeTruthy();
    await click(within(row).getByRole('button', { name: `Download the e-mail to ${message.to}` }));
    await waitFor(() => expect(api.of('GET', `/outbox/${message.id}`)).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([`daftari-${message.id}.eml`]);
  });

  it('says so when nothing is kept', async () => {
    mockApi({ 'GET /outbox': () => ({ body: { data: [] } }) });
    renderPage(<OutboxPage />, { route: '/outbox', path: '/outbox' });
    await settle();
    expect(await screen.findByText('No e-mails kept')).toBeTruthy();
  });
});
