import type { PaymentVerification, PaymentVerificationStatus, PublicInvoice } from '@daftari/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getPublicInvoice, initializePaystack, PayApiError, verifyPayment } from './pay-api.ts';
import { useMounted } from './use-mounted.ts';

export type InvoiceState =
  | { state: 'loading'; verifying: boolean }
  | { state: 'missing' }
  | { state: 'found'; invoice: PublicInvoice };

/**
 * The payment the customer just came back from Paystack with, or just approved on the phone. 'unconfirmed': the verify call itself failed,
 * so the outcome is not known yet. `checking`: a pending payment is being checked again.
 */
export interface PaymentOutcome {
  status: PaymentVerificationStatus | 'unconfirmed';
  reference: string;
  checking: boolean;
}

export type PayAction =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'redirecting' }
  | { state: 'failed'; message: string };

/** A pending payment (mobile money waits for the customer's PIN) is checked again this often, this many times. */
export const PENDING_RECHECK_MS = 3000;
export const PENDING_CHECKS = 10;

/**
 * Everything the pay page does: load the invoice (or, back from checkout with a reference, verify the
 * payment and take the refreshed invoice from that answer) and start a Paystack payment. No query cache:
 * the standalone page has no QueryClient, and one request per visit needs none.
 */
export function usePayPage(invoiceId: string, reference: string | null) {
  const [invoice, setInvoice] = useState<InvoiceState>({ state: 'loading', verifying: reference !== null });
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [payment, setPayment] = useState<PayAction>({ state: 'idle' });
  const mounted = useMounted();

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setOutcome(null);
    setPayment({ state: 'idle' });

    async function load() {
      try {
        const found = await getPublicInvoice(invoiceId);
        if (current) setInvoice({ state: 'found', invoice: found });
      } catch {
        // 404 and every other failure alike: the customer cannot pay what the page cannot show.
        if (current) setInvoice({ state: 'missing' });
      }
    }

    async function verify(paymentReference: string, check: number) {
      try {
        const result = await verifyPayment(paymentReference);
        if (!current) return;
        if (result.invoice.id !== invoiceId) {
          // A reference of another invoice (an edited link): not this page's business.
          setOutcome(null);
          await load();
          return;
        }
        const checking = result.status === 'pending' && check < PENDING_CHECKS;
        setOutcome({ status: result.status, reference: paymentReference, checking });
        setInvoice({ state: 'found', invoice: result.invoice });
        if (checking) timer = setTimeout(() => verify(paymentReference, check + 1), PENDING_RECHECK_MS);
      } catch {
        if (!current) return;
        if (check > 1) {
          // A later check of a pending payment failed: keep what is shown, stop checking.
          setOutcome((shown) => shown && { ...shown, checking: false });
          return;
        }
        setOutcome({ status: 'unconfirmed', reference: paymentReference, checking: false });
        await load();
      }
    }

    if (!invoiceId) {
      setInvoice({ state: 'missing' });
    } else {
      setInvoice({ state: 'loading', verifying: reference !== null });
      if (reference) verify(reference, 1);
      else load();
    }
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [invoiceId, reference]);

  // Back from checkout through the browser's back button, the page may come from the back/forward cache
  // as it was left: redirecting, with Pay Now disabled.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPayment({ state: 'idle' });
    };
    addEventListener('pageshow', onPageShow);
    return () => removeEventListener('pageshow', onPageShow);
  }, []);

  const found = invoice.state === 'found' ? invoice.invoice : null;

  /** Shows the invoice as it is now (paid or voided since the page loaded); a failure keeps what shows. */
  const reload = useCallback(() => {
    getPublicInvoice(invoiceId).then(
      (fresh) => mounted.current && setInvoice({ state: 'found', invoice: fresh }),
      () => undefined,
    );
  }, [invoiceId]);

  /** Starts the card checkout; `email`: where the customer wants the receipt. */
  const pay = useCallback(
    async (email?: string) => {
      if (!found) return;
      setPayment({ state: 'starting' });
      try {
        const { authorization_url } = await initializePaystack(found.id, email);
        if (!mounted.current) return;
        setPayment({ state: 'redirecting' });
        location.assign(authorization_url);
      } catch (error) {
        if (!mounted.current) return;
        const serverMessage = error instanceof PayApiError ? error.message : '';
        setPayment({ state: 'failed', message: serverMessage });
        // Already paid (or being paid) since the page loaded: show the invoice as it is now.
        if (error instanceof PayApiError && error.status === 409) reload();
      }
    },
    [found, reload],
  );

  /** A payment made without leaving the page (M-Pesa): its outcome, and the invoice as it now stands. */
  const showPaid = useCallback((verification: PaymentVerification) => {
    setOutcome({ status: verification.status, reference: verification.reference, checking: false });
    setInvoice({ state: 'found', invoice: verification.invoice });
  }, []);

  return { invoice, outcome, payment, pay, showPaid, reload };
}
