import { formatDateMedium, formatMoney } from '@daftari/format';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_CHECKS, PENDING_RECHECK_MS } from '../src/api/use-pay-page.ts';
import { PayPage } from '../src/components/PayPage.tsx';
import { data, fetchedPaths, INVOICE_ID, invoice, mockPayApi } from './api-mock.ts';

const textOf = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function stubRedirect() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

describe('PayPage: loading and not found', () => {
  it("shows 'Loading...' while the invoice is fetched", async () => {
    mockPayApi({ invoice: 'hang' });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it.each([
    ['a 404', { status: 404, body: { error: 'Not found' } }],
    ['a server error', { status: 500, body: { error: 'Boom' } }],
    ['a network failure', 'network'],
    ['an answer that breaks the contract', { data: { id: INVOICE_ID } }],
  ])("shows 'Invoice not found' after %s", async (_, answer) => {
    mockPayApi({ invoice: answer });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows not found without a request when the link has no id', async () => {
    const fetchMock = mockPayApi({});
    render(<PayPage invoiceId="" />);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the invoice by its id', async () => {
    const fetchMock = mockPayApi({ invoice: data(invoice()) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(fetchedPaths(fetchMock)).toEqual([`/api/public/invoices/${INVOICE_ID}`]);
  });
});

describe('PayPage: an invoice to pay', () => {
  it('shows the number, the balance due in the invoice currency, the due date and who asks to be paid', async () => {
    mockPayApi({ invoice: data(invoice({ total: 1000, paid_amount: 0, balance: 1000, currency: 'USD' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #INV-0042' })).toBeTruthy();
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('$1,000.00');
    expect(screen.getByText(`Due ${formatDateMedium('2030-01-31')}`)).toBeTruthy();
    expect(screen.getByText('Duka Supplies')).toBeTruthy();
    expect(screen.getByText('Payments are processed securely by Paystack.')).toBeTruthy();
    expect(screen.getByText('Powered by')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
  });

  it('asks for the balance, not the total, and shows total, paid so far and balance when partly paid', async () => {
    mockPayApi({ invoice: data(invoice({ total: 12500, paid_amount: 5000, balance: 7500 })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe(formatMoney(7500, 'KES'));
    expect(screen.getByText('Invoice total').nextElementSibling?.textContent).toBe('KES 12,500.00');
    expect(screen.getByText('Paid so far').nextElementSibling?.textContent).toBe('KES 5,000.00');
    expect(screen.getByText('Balance due').nextElementSibling?.textContent).toBe('KES 7,500.00');
    expect(screen.getByText('Partially paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('shows no breakdown for an invoice with nothing paid yet', async () => {
    mockPayApi({ invoice: data(invoice()) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.queryByText('Paid so far')).toBeNull();
    expect(screen.getByText('Unpaid')).toBeTruthy();
  });

  it('marks an invoice past its due date as overdue', async () => {
    mockPayApi({ invoice: data(invoice({ due_date: '2020-02-01' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  it.each([
    ['the contact name', { company_name: 'Acme Ltd', full_name: 'Jane Wanjiru' }, 'To: Jane Wanjiru'],
    ['the company without a name', { company_name: 'Acme Ltd', full_name: null }, 'To: Acme Ltd'],
    ['the company when the name is blank', { company_name: 'Acme Ltd', full_name: '  ' }, 'To: Acme Ltd'],
    ['Customer without either', { company_name: null, full_name: null }, 'To: Customer'],
    ['Customer without a contact', null, 'To: Customer'],
  ])("the 'To:' line shows %s", async (_, contact, line) => {
    mockPayApi({ invoice: data(invoice({ contact })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText(textOf(line))).toBeTruthy();
    expect(screen.queryByText(textOf('To: 7'))).toBeNull();
  });
});

describe('PayPage: a paid invoice', () => {
  it.each([
    ['status paid', invoice({ status: 'paid', paid_amount: 12500, balance: 0 })],
    ['a zero balance', invoice({ status: 'sent', paid_amount: 12500, balance: 0 })],
    ['an overpaid balance', invoice({ status: 'sent', paid_amount: 13000, balance: -500 })],
  ])('shows it as paid, without Pay Now (%s)', async (_, paid) => {
    mockPayApi({ invoice: data(paid) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByText('This invoice has been paid. Thank you!')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText('Amount due')).toBeNull();
  });
});

describe('PayPage: a void invoice', () => {
  it('says the business cancelled it and there is nothing to pay, without Pay Now or an amount due', async () => {
    mockPayApi({ invoice: data(invoice({ status: 'void', paid_amount: 0, balance: 0 })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(
      await screen.findByText(
        textOf('This invoice was cancelled by Duka Supplies. There is nothing to pay.'),
      ),
    ).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('cancelled this invoice')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
    expect(screen.queryByText('This invoice has been paid. Thank you!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText('Amount due')).toBeNull();
    expect(screen.queryByText('Payments are processed securely by Paystack.')).toBeNull();
  });

  it('shows it cancelled when it was voided after the page loaded (409 on Pay Now)', async () => {
    stubRedirect();
    const answers = [data(invoice()), data(invoice({ status: 'void', balance: 0 }))];
    mockPayApi({
      invoice: () => answers.shift(),
      initialize: { status: 409, body: { error: 'This invoice is void: there is nothing to pay.' } },
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});

describe('PayPage: Pay Now', () => {
  it('starts a Paystack payment for the invoice and sends the browser to its checkout', async () => {
    const assign = stubRedirect();
    const fetchMock = mockPayApi({
      invoice: data(invoice()),
      initialize: data({ authorization_url: 'https://checkout.paystack.com/abc123', reference: 'DFT-1' }),
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc123'));
    const [path, init] = fetchMock.mock.calls[1]!;
    expect(path).toBe('/api/payments/initialize_paystack');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ invoice_id: INVOICE_ID });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    // Leaving the page: the button stays busy so it cannot start a second payment.
    const busy = (await screen.findByRole('button', {
      name: /Redirecting to Paystack/,
    })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });

  it("shows the server's reason when the payment cannot start, and lets the customer try again", async () => {
    const assign = stubRedirect();
    mockPayApi({
      invoice: data(invoice()),
      initialize: {
        status: 502,
        body: { error: 'Paystack is not answering. Please try again in a minute.' },
      },
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't start the payment.");
    expect(alert.textContent).toContain('Paystack is not answering. Please try again in a minute.');
    const pay = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['the network fails', 'network'],
    ['the answer has no authorization URL', { data: { reference: 'DFT-1' } }],
    [
      'the authorization URL is not http(s)',
      { data: { authorization_url: 'javascript:alert(1)', reference: 'x' } },
    ],
  ])('shows a generic message and does not redirect when %s', async (_, answer) => {
    const assign = stubRedirect();
    mockPayApi({ invoice: data(invoice()), initialize: answer });
    render(<PayPage invoiceId={INVOICE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please check your connection and try again.');
    expect((screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the invoice as it is now when it was paid meanwhile (409)', async () => {
    stubRedirect();
    const answers = [data(invoice()), data(invoice({ status: 'paid', paid_amount: 12500, balance: 0 }))];
    mockPayApi({
      invoice: () => answers.shift(),
      initialize: { status: 409, body: { error: 'This invoice has already been paid' } },
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText('This invoice has been paid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});

describe('PayPage: back from checkout with ?reference=', () => {
  it('verifies the payment and shows the refreshed invoice from that answer', async () => {
    const paid = invoice({ status: 'paid', paid_amount: 12500, balance: 0 });
    const fetchMock = mockPayApi({
      verify: data({ reference: 'DFT-abc', status: 'success', invoice: paid }),
    });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-abc" />);
    expect(screen.getByText('Loading...')).toBeTruthy();

    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(screen.getByText('Reference: DFT-abc')).toBeTruthy();
    expect(screen.getByText('This invoice has been paid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/payments/verify/DFT-abc']);
  });

  it.each([
    ['failed', 'Payment failed — try again'],
    ['abandoned', 'Payment not completed — try again'],
  ] as const)('offers Pay Now again after a %s payment', async (status, title) => {
    mockPayApi({ verify: data({ reference: 'DFT-abc', status, invoice: invoice() }) });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-abc" />);
    expect((await screen.findByRole('alert')).textContent).toContain(title);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('KES 12,500.00');
  });

  it('keeps checking a pending payment, without Pay Now meanwhile, until it is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      data({ reference: 'DFT-abc', status: 'pending', invoice: invoice() }),
      data({
        reference: 'DFT-abc',
        status: 'success',
        invoice: invoice({ status: 'paid', paid_amount: 12500, balance: 0 }),
      }),
    ];
    const fetchMock = mockPayApi({ verify: () => answers.shift() });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-abc" />);

    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS);
    });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/payments/verify/DFT-abc', '/api/payments/verify/DFT-abc']);
  });

  it('stops checking after a while and lets the customer decide', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockPayApi({
      verify: data({ reference: 'DFT-abc', status: 'pending', invoice: invoice() }),
    });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-abc" />);
    await screen.findByText('Confirming your payment...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS * (PENDING_CHECKS + 2));
    });
    expect(await screen.findByText('Payment still processing')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(PENDING_CHECKS);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('loads the invoice and says the payment is not confirmed yet when verification fails', async () => {
    const fetchMock = mockPayApi({
      verify: { status: 502, body: { error: 'Paystack is down' } },
      invoice: data(invoice()),
    });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-abc" />);
    expect(await screen.findByText("We couldn't confirm your payment yet")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invoice #INV-0042' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual([
      '/api/payments/verify/DFT-abc',
      `/api/public/invoices/${INVOICE_ID}`,
    ]);
  });

  it('ignores a reference that belongs to another invoice', async () => {
    const other = invoice({ id: '00000000-0000-4000-8000-000000000000', status: 'paid', balance: 0 });
    mockPayApi({
      verify: data({ reference: 'DFT-x', status: 'success', invoice: other }),
      invoice: data(invoice()),
    });
    render(<PayPage invoiceId={INVOICE_ID} reference="DFT-x" />);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('encodes the reference in the path', async () => {
    const fetchMock = mockPayApi({ verify: 'hang' });
    render(<PayPage invoiceId={INVOICE_ID} reference="a/b?c" />);
    await waitFor(() => expect(fetchedPaths(fetchMock)).toEqual(['/api/payments/verify/a%2Fb%3Fc']));
  });
});
