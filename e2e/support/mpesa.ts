import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh M-Pesa transaction code as Safaricom prints them: ten capital letters and digits. */
export function mpesaCode(): string {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter.toString(36)}`.toUpperCase();
  return `SL${unique}`.padEnd(10, 'X').slice(-10);
}

export interface Confirmation {
  transId: string;
  /** Shillings, as Safaricom writes them: '1190.00'. */
  amount: string;
  /** What the customer typed as the account number. */
  billRef: string;
}

/**
 * POSTs the C2B confirmation Safaricom sends for a paybill payment to the account's confirmation URL (public:
 * no token of the owner, only the secret in the URL), and checks the answer Safaricom expects.
 */
export async function confirmPaybillPayment(page: Page, token: string, payment: Confirmation) {
  const response = await page.request.post(`/api/paybill/${token}/confirmation`, {
    data: {
      TransactionType: 'Pay Bill',
      TransID: payment.transId,
      TransTime: '20261125143000',
      TransAmount: payment.amount,
      BusinessShortCode: '600984',
      BillRefNumber: payment.billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '49197.00',
      ThirdPartyTransID: '',
      MSISDN: '254712345678',
      FirstName: 'JOHN',
      MiddleName: '',
      LastName: 'KAMAU',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
}
