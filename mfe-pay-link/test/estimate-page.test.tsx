import { formatDateMedium } from '@daftari/format';
import { click, deferred, type } from '@daftari/test-utils';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EstimatePage from '../src/components/EstimatePage.tsx';
import { data, ESTIMATE_ID, estimate, mockPublicApi } from './api-mock.ts';

const ACCEPTED_AT = '2030-01-05T09:30:00Z';
const DECLINED_AT = '2030-01-06T15:00:00Z';
const accepted = estimate({
  status: 'accepted',
  status_label: 'Accepted',
  accepted_at: ACCEPTED_AT,
  accepted_by: 'Jane Wanjiru',
});
const declined = estimate({ status: 'declined', status_label: 'Declined', declined_at: DECLINED_AT });
const expired = estimate({ status: 'sent', status_label: 'Expired', expiry_date: '2020-01-31' });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Estimate #EST-0007' });
const button = (name: string) => screen.queryByRole('button', { name });
const nameField = () => screen.getByRole('textbox', { name: /Your name/ });

function expectNoAnswerButtons() {
  for (const name of ['Accept', 'Decline', 'Accept estimate', 'Decline estimate']) {
    expect(button(name), name).toBeNull();
  }
}

describe('EstimatePage: loading and not found', () => {
  it("shows 'Loading...' until the estimate arrives", async () => {
    const held = deferred();
    mockPublicApi({ estimate: { body: data(estimate()), delay: held.promise } });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expectNoAnswerButtons();

    held.resolve();
    expect(await heading()).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("shows 'Estimate not found' after a 404", async () => {
    mockPublicApi({ estimate: { status: 404, body: { error: 'Not found' } } });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Estimate not found' })).toBeTruthy();
    expect(button('Try again')).toBeNull();
  });

  it('shows not found without a request when the link has no id', async () => {
    const api = mockPublicApi({});
    render(<EstimatePage estimateId="" />);
    expect(await screen.findByRole('heading', { name: 'Estimate not found' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'Boom' } }],
    ['a network failure', 'network'],
    ['an answer that breaks the contract', { data: { id: ESTIMATE_ID } }],
  ])('offers to try again after %s, and loads it then', async (_, failure) => {
    const answers = [failure, data(estimate())];
    const api = mockPublicApi({ estimate: () => answers.shift() });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    expect(await screen.findByRole('heading', { name: "We couldn't load this estimate" })).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeTruthy();
    expect(api.of('GET', `/public/estimates/${ESTIMATE_ID}`)).toHaveLength(2);
  });
});

describe('EstimatePage: the document', () => {
  it('shows who sent it to whom, its number, dates, items, totals and notes', async () => {
    const api = mockPublicApi({
      estimate: data(
        estimate({
          notes: 'Hosting not included.',
          estimate_items: [
            { ...estimate().estimate_items[0]!, discount: 10, discount_amount: 2500, total: 26100 },
            {
              id: 2,
              description: 'Domain',
              quantity: 1,
              unit: 'items',
              unit_price: 1500,
              tax_rate: 0,
              discount: 0,
              subtotal: 1500,
              discount_amount: 0,
              tax_amount: 0,
              total: 1500,
            },
          ],
          subtotal: 26500,
          discount_total: 2500,
          tax_total: 3600,
          total: 27600,
        }),
      ),
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    expect(await heading()).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /public/estimates/${ESTIMATE_ID}`,
    ]);

    expect(screen.getByText('Duka Supplies')).toBeTruthy();
    expect(screen.getByText('sent you an estimate')).toBeTruthy();
    expect(screen.getByText('Awaiting response')).toBeTruthy();
    expect(screen.getByText('To:').parentElement?.textContent).toBe('To: Jane Wanjiru');
    expect(screen.getByText('Issued').nextElementSibling?.textContent).toBe(formatDateMedium('2030-01-01'));
    expect(screen.getByText('Valid until').nextElementSibling?.textContent).toBe(
      formatDateMedium('2030-01-31'),
    );

    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Website designKES 25,000.0010 hours × KES 2,500.00 · 10% discount · 16% tax',
      'DomainKES 1,500.001 item × KES 1,500.00',
    ]);
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('KES 26,500.00');
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toBe('-KES 2,500.00');
    expect(screen.getByText('Tax').nextElementSibling?.textContent).toBe('KES 3,600.00');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('KES 27,600.00');
    expect(screen.getByText('Hosting not included.')).toBeTruthy();
  });

  it('shows only the total when there is no discount or tax', async () => {
    const plain = estimate().estimate_items[0]!;
    mockPublicApi({
      estimate: data(
        estimate({
          estimate_items: [{ ...plain, tax_rate: 0, tax_amount: 0, total: 25000 }],
          tax_total: 0,
          total: 25000,
        }),
      ),
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    expect(screen.queryByText('Subtotal')).toBeNull();
    expect(screen.queryByText('Tax')).toBeNull();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('KES 25,000.00');
  });
});

describe('EstimatePage: accepting', () => {
  it('accepts in the name typed and then shows who accepted it and when, with nothing left to press', async () => {
    const held = deferred();
    const api = mockPublicApi({
      estimate: data(estimate()),
      accept: { body: data(accepted), delay: held.promise },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), '  Jane Wanjiru ');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    const busy = (await screen.findByRole('button', { name: /Accepting/ })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/accept`).map((call) => call.body)).toEqual([
      { name: 'Jane Wanjiru' },
    ]);

    held.resolve();
    expect(
      await screen.findByText(`Accepted by Jane Wanjiru on ${formatDateMedium(ACCEPTED_AT)}`),
    ).toBeTruthy();
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expectNoAnswerButtons();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('requires a name: nothing is sent without one', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), accept: data(accepted) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    expect(nameField().getAttribute('aria-required') ?? nameField().getAttribute('required')).not.toBeNull();
    await type(nameField(), '   ');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect(await screen.findByText('Enter your name to accept.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/accept`)).toEqual([]);
  });

  it('shows the estimate as it is now when accepting is refused with 422 (it expired meanwhile)', async () => {
    const answers = [data(estimate()), data(expired)];
    const api = mockPublicApi({
      estimate: () => answers.shift(),
      accept: { status: 422, body: { error: 'This estimate has expired' } },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect(
      await screen.findByText(
        `This estimate expired on ${formatDateMedium('2020-01-31')}. Ask Duka Supplies for a new one.`,
      ),
    ).toBeTruthy();
    expectNoAnswerButtons();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /public/estimates/${ESTIMATE_ID}`,
      `POST /public/estimates/${ESTIMATE_ID}/accept`,
      `GET /public/estimates/${ESTIMATE_ID}`,
    ]);
  });

  it("shows the server's reason when a 422 leaves the estimate open", async () => {
    mockPublicApi({
      estimate: data(estimate()),
      accept: { status: 422, body: { error: 'Name is too long' } },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We couldn't record your answer. Name is too long");
    expect(screen.getByRole('button', { name: 'Accept estimate' })).toBeTruthy();
  });

  it('lets the customer try again when the network fails', async () => {
    const answers = ['network', data(accepted)];
    mockPublicApi({ estimate: data(estimate()), accept: () => answers.shift() });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your connection and try again.',
    );
    expect(nameField()).toHaveProperty('value', 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));
    expect(await screen.findByText(/^Accepted by Jane Wanjiru on /)).toBeTruthy();
  });

  it('goes back to both choices on Cancel', async () => {
    mockPublicApi({ estimate: data(estimate()) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('EstimatePage: declining', () => {
  it('declines with the reason given and then shows when it was declined', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), decline: data(declined) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Decline' }));
    await type(screen.getByRole('textbox', { name: /Reason/ }), ' Over our budget ');
    await click(screen.getByRole('button', { name: 'Decline estimate' }));

    expect(await screen.findByText(`Declined on ${formatDateMedium(DECLINED_AT)}`)).toBeTruthy();
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/decline`).map((call) => call.body)).toEqual([
      { reason: 'Over our budget' },
    ]);
    expectNoAnswerButtons();
  });

  it('declines without a reason', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), decline: data(declined) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Decline' }));
    await click(screen.getByRole('button', { name: 'Decline estimate' }));

    expect(await screen.findByText(/^Declined on /)).toBeTruthy();
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/decline`).map((call) => call.body)).toEqual([{}]);
  });
});

describe('EstimatePage: an estimate that can no longer be answered', () => {
  it('says an expired estimate expired, and offers nothing', async () => {
    mockPublicApi({ estimate: data(expired) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    expect(
      screen.getByText(
        `This estimate expired on ${formatDateMedium('2020-01-31')}. Ask Duka Supplies for a new one.`,
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Expired').length).toBe(2);
    expectNoAnswerButtons();
  });

  it.each([
    ['accepted', accepted, `Accepted by Jane Wanjiru on ${formatDateMedium(ACCEPTED_AT)}`],
    ['declined', declined, `Declined on ${formatDateMedium(DECLINED_AT)}`],
    [
      'invoiced after acceptance',
      { ...accepted, status: 'invoiced' as const, status_label: 'Invoiced' as const },
      `Accepted by Jane Wanjiru on ${formatDateMedium(ACCEPTED_AT)}`,
    ],
    [
      'invoiced without an answer',
      estimate({ status: 'invoiced', status_label: 'Invoiced' }),
      'Duka Supplies has turned this estimate into an invoice.',
    ],
  ])('shows an estimate already %s as it stands, and offers nothing', async (_, answered, text) => {
    mockPublicApi({ estimate: data(answered) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    expect(screen.getByText(text)).toBeTruthy();
    expectNoAnswerButtons();
  });
});
