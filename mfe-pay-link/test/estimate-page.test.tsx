import { formatDateMedium } from '@daftari/format';
import { click, deferred } from '@daftari/test-utils';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EstimatePage from '../src/components/EstimatePage.tsx';
import { data, ESTIMATE_ID, estimate, mockPublicApi } from './api-mock.ts';
import {
  ACCEPTED_AT,
  accepted,
  button,
  DECLINED_AT,
  declined,
  expectNoAnswerButtons,
  expired,
  heading,
} from './estimate-helpers.ts';

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
