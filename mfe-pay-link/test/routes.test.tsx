import { MemoryRouter, Route, Routes } from '@daftari/router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PayLinkRoutes from '../src/routes/index.tsx';
import { data, ESTIMATE_ID, estimate, fetchedPaths, INVOICE_ID, invoice, mockPayApi } from './api-mock.ts';

function renderInShell(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/link/*" element={<PayLinkRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the pay page composed by the shell at /link/*', () => {
  it('reads the invoice id from the route', async () => {
    const fetchMock = mockPayApi({ invoice: data(invoice()) });
    renderInShell(`/link/${INVOICE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Invoice #INV-0042' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual([`/api/public/invoices/${INVOICE_ID}`]);
  });

  it('verifies the payment of ?trxref= when back from checkout', async () => {
    const fetchMock = mockPayApi({
      verify: data({ reference: 'DFT-9', status: 'success', invoice: invoice() }),
    });
    renderInShell(`/link/${INVOICE_ID}?trxref=DFT-9`);
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/payments/verify/DFT-9']);
  });

  it('shows the estimate page at /link/estimates/{id}', async () => {
    const fetchMock = mockPayApi({ estimate: data(estimate()) });
    renderInShell(`/link/estimates/${ESTIMATE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Estimate #EST-0007' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual([`/api/public/estimates/${ESTIMATE_ID}`]);
  });
});
