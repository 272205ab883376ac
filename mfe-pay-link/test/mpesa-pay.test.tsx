import { KENYAN_PHONE_MESSAGE } from '@daftari/contracts';
import { click, deferred, type } from '@daftari/test-utils';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MPESA_CHECK_DELAYS_MS } from '../src/api/use-mpesa-payment.ts';
import { PayPage } from '../src/components/PayPage.tsx';
import { data, INVOICE_ID, invoice, mockPublicApi } from './api-mock.ts';
import {
  heldWaits,
  mpesaButton,
  PROMPT_TEXT,
  payByMpesa,
  phoneField,
  prompted,
  TEST_PHONE_URL,
  verified,
} from './mpesa-helpers.ts';

const PAID = 'This invoice has been paid. Thank you!';
const DECLINED = 'The M-Pesa payment did not go through';
const STILL_WAITING = 'Still waiting for your M-Pesa PIN';

describe('Pay with M-Pesa: the phone number', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['0110123456', '+254110123456'],
    ['+254 712 345 678', '+254712345678'],
    ['254110123456', '+254110123456'],
    [' 0712-345-678 ', '+254712345678'],
  ])('sends %s as %s', async (typed, sent) => {
    const api = mockPublicApi({ invoice: data(invoice()), charge: 'hang' });
    render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
    await payByMpesa(typed);

    expect(api.of('POST', '/payments/mpesa/charge').map((call) => call.body)).toEqual([
      { invoice_id: INVOICE_ID, phone: sent },
    ]);
  });

  it.each([['0812 345 678'], ['12345'], [''], ['+255 712 345 678'], ['0712 345 67']])(
    'refuses %j under the field, sends nothing, and clears the message once the number is right',
    async (typed) => {
      const api = mockPublicApi({ invoice: data(invoice()), charge: 'hang' });
      render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
      await payByMpesa(typed);

      const field = phoneField();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(KENYAN_PHONE_MESSAGE);
      expect(document.activeElement).toBe(field);
      expect(api.of('POST', '/payments/mpesa/charge')).toEqual([]);

      await type(field, '0712 345 678');
      expect(screen.queryByText(KENYAN_PHONE_MESSAGE)).toBeNull();
      expect(field.getAttribute('aria-invalid')).toBe('false');
    },
  );

  it('says the prompt goes straight to the business when it has its own Daraja app', async () => {
    mockPublicApi({ invoice: data(invoice({ mpesa_provider: 'daraja' })) });
    const { unmount } = render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByText(/^Paid straight to .+ through M-Pesa\.$/)).toBeTruthy();
    unmount();
    mockPublicApi({ invoice: data(invoice({ mpesa_provider: 'paystack' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByRole('heading', { name: 'Pay with M-Pesa' })).toBeTruthy();
    expect(screen.queryByText(/Paid straight to/)).toBeNull();
  });

  it('offers M-Pesa only for an invoice in KES with a balance', async () => {
    mockPublicApi({ invoice: data(invoice({ currency: 'USD' })) });
    const { unmount } = render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('button', { name: 'Pay Now' });
    expect(screen.queryByRole('heading', { name: 'Pay with M-Pesa' })).toBeNull();
    unmount();

    mockPublicApi({ invoice: data(invoice({ status: 'paid', paid_amount: 12500, balance: 0 })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByText(PAID);
    expect(screen.queryByRole('heading', { name: 'Pay with M-Pesa' })).toBeNull();
  });
});

describe('Pay with M-Pesa: the prompt', () => {
  it('sends the prompt once, however often it is pressed, then waits for the PIN and shows the invoice paid', async () => {
    const sent = deferred();
    const verifications = [verified('pending'), verified('success')];
    const api = mockPublicApi({
      invoice: data(invoice()),
      charge: { body: prompted, delay: sent.promise },
      verify: () => verifications.shift(),
    });
    const waits = heldWaits();
    render(<PayPage invoiceId={INVOICE_ID} wait={waits.wait} />);
    await payByMpesa();

    const busy = screen.getByRole('button', { name: /Sending the prompt/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.submit(busy.form!);
    });
    await act(async () => sent.resolve());

    expect(await screen.findByText(PROMPT_TEXT)).toBeTruthy();
    expect(screen.getByText('Please complete authorization process on your mobile phone')).toBeTruthy();
    expect(screen.getByText(/This page updates by itself/)).toBeTruthy();
    const testPhone = screen.getByRole('link', { name: 'Open the test phone' });
    expect(testPhone.getAttribute('href')).toBe(TEST_PHONE_URL);
    expect(testPhone.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();

    await waits.release();
    expect(screen.getByText(PROMPT_TEXT)).toBeTruthy();
    await waits.release();
    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.getByText('Reference: DFT-m1')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByText(PROMPT_TEXT)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pay with M-Pesa' })).toBeNull();

    expect(api.of('POST', '/payments/mpesa/charge')).toHaveLength(1);
    expect(api.of('GET', '/payments/verify/DFT-m1')).toHaveLength(2);
    expect(waits.delays).toEqual([2000, 3000]);
  });

  it('shows no test phone link for a real prompt, and not the display text twice', async () => {
    mockPublicApi({
      invoice: data(invoice()),
      charge: data({ reference: 'DFT-m1', status: 'pending', display_text: PROMPT_TEXT }),
    });
    render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
    await payByMpesa();

    expect(await screen.findByText(PROMPT_TEXT)).toBeTruthy();
    expect(screen.getAllByText(new RegExp(PROMPT_TEXT))).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Open the test phone' })).toBeNull();
  });

  it.each([['failed' as const], ['abandoned' as const]])(
    'says a %s payment did not go through; Try again asks for the number again',
    async (status) => {
      const api = mockPublicApi({ invoice: data(invoice()), charge: prompted, verify: verified(status) });
      const waits = heldWaits();
      render(<PayPage invoiceId={INVOICE_ID} wait={waits.wait} />);
      await payByMpesa('0712 345 678');
      await screen.findByText(PROMPT_TEXT);
      await waits.release();

      expect((await screen.findByRole('alert')).textContent).toContain(DECLINED);
      expect(screen.queryByText(PAID)).toBeNull();
      await click(screen.getByRole('button', { name: 'Try again' }));

      expect(phoneField().value).toBe('0712 345 678');
      expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
      await click(mpesaButton());
      expect(api.of('POST', '/payments/mpesa/charge')).toHaveLength(2);
    },
  );

  it('says it is still waiting after about two minutes of checks; Check again then finds it paid', async () => {
    let answer = verified('pending');
    const api = mockPublicApi({ invoice: data(invoice()), charge: prompted, verify: () => answer });
    const waits = heldWaits();
    render(<PayPage invoiceId={INVOICE_ID} wait={waits.wait} />);
    await payByMpesa();
    for (const _ of MPESA_CHECK_DELAYS_MS) await waits.release();

    expect(await screen.findByText(STILL_WAITING)).toBeTruthy();
    expect(waits.delays).toEqual([...MPESA_CHECK_DELAYS_MS]);
    const total = waits.delays.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(90_000);
    expect(total).toBeLessThanOrEqual(150_000);
    expect(api.of('GET', '/payments/verify/DFT-m1')).toHaveLength(MPESA_CHECK_DELAYS_MS.length);

    // Still pending: it stays as it is.
    await click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(STILL_WAITING)).toBeTruthy();

    answer = verified('success');
    await click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(api.of('GET', '/payments/verify/DFT-m1')).toHaveLength(MPESA_CHECK_DELAYS_MS.length + 2);
    expect(waits.pending()).toBe(0);
  });

  it('stops checking when the page goes away', async () => {
    mockPublicApi({ invoice: data(invoice()), charge: prompted, verify: verified('pending') });
    const waits = heldWaits();
    const { unmount } = render(<PayPage invoiceId={INVOICE_ID} wait={waits.wait} />);
    await payByMpesa();
    await screen.findByText(PROMPT_TEXT);
    expect(waits.signals[0]?.aborted).toBe(false);
    unmount();
    expect(waits.signals[0]?.aborted).toBe(true);
  });
});

describe('Pay with M-Pesa: errors', () => {
  it("shows the API's reason when the prompt cannot be sent, and lets the customer try again", async () => {
    const api = mockPublicApi({
      invoice: data(invoice()),
      charge: { status: 422, body: { error: 'M-Pesa can only pay an invoice in KES', details: {} } },
    });
    render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
    await payByMpesa();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't send the M-Pesa prompt.");
    expect(alert.textContent).toContain('M-Pesa can only pay an invoice in KES');
    expect(mpesaButton().disabled).toBe(false);
    await click(mpesaButton());
    expect(api.of('POST', '/payments/mpesa/charge')).toHaveLength(2);
  });

  it('shows the invoice as it is now when it was paid since the page loaded (409)', async () => {
    const answers = [data(invoice()), data(invoice({ status: 'paid', paid_amount: 12500, balance: 0 }))];
    mockPublicApi({
      invoice: () => answers.shift(),
      charge: { status: 409, body: { error: 'This invoice is already paid.' } },
    });
    render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
    await payByMpesa();

    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pay with M-Pesa' })).toBeNull();
  });

  it.each([
    ['the network fails', 'network'],
    ['the answer breaks the contract', data({ reference: 'DFT-m1', status: 'success', display_text: '' })],
  ])('shows a generic reason when %s', async (_, answer) => {
    mockPublicApi({ invoice: data(invoice()), charge: answer });
    render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
    await payByMpesa();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your connection and try again.',
    );
  });

  it("shows the API's reason when a check fails; Check again carries on", async () => {
    const verifications: unknown[] = [
      { status: 502, body: { error: 'Paystack is not answering. Please try again in a minute.' } },
      verified('success'),
    ];
    mockPublicApi({ invoice: data(invoice()), charge: prompted, verify: () => verifications.shift() });
    const waits = heldWaits();
    render(<PayPage invoiceId={INVOICE_ID} wait={waits.wait} />);
    await payByMpesa();
    await waits.release();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't check your M-Pesa payment");
    expect(alert.textContent).toContain('Paystack is not answering. Please try again in a minute.');
    await click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(PAID)).toBeTruthy();
  });
});
