import { http, send } from '@daftari/api-client';
import { dataEnvelope, type PublicInvoice, publicInvoiceSchema } from '@daftari/contracts';
import { useEffect, useState } from 'react';

type PublicInvoiceState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; data: PublicInvoice };

const envelope = dataEnvelope(publicInvoiceSchema);

/** The invoice a customer is asked to pay; no query cache here, to keep the standalone page small. */
export function usePublicInvoice(invoiceId: string): PublicInvoiceState {
  const [result, setResult] = useState<PublicInvoiceState>({ state: 'loading' });
  useEffect(() => {
    if (!invoiceId) {
      setResult({ state: 'missing' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    send(
      envelope,
      () => http.get(`public/invoices/${encodeURIComponent(invoiceId)}`),
      'Invoice not found',
    ).then(
      ({ body }) => current && setResult({ state: 'found', data: body.data }),
      () => current && setResult({ state: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [invoiceId]);
  return result;
}
