import type { CreditNote, Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { signUp } from './helpers.ts';
import { invoiceClient, line } from './invoice-helpers.ts';
import { ledgerClient } from './ledger-helpers.ts';

/** Requests of the credit note routes (and the invoice ones) for one app, signed in with `token`. */
export function creditNoteClient(app: FastifyInstance, token: string) {
  const invoices = invoiceClient(app, token);
  const { inject, ok } = invoices;
  return {
    invoices,
    create: (note: Record<string, unknown>) => inject('POST', '/credit_notes', { credit_note: note }),
    /** A credit note on `invoiceId` dated 2026-01-20 with `items`; answers it (201 expected). */
    created: (invoiceId: string, items: Record<string, unknown>[], fields: Record<string, unknown> = {}) =>
      ok<CreditNote>(
        inject('POST', '/credit_notes', {
          credit_note: {
            invoice_id: invoiceId,
            issue_date: '2026-01-20',
            reason: 'Returned',
            items,
            ...fields,
          },
        }),
        201,
      ),
    get: (id: number | string) => inject('GET', `/credit_notes/${id}`),
    list: (query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return inject('GET', `/credit_notes?${search}`);
    },
    refund: (id: number | string, refund: Record<string, unknown>) =>
      inject('POST', `/credit_notes/${id}/refunds`, { refund }),
    invoice: (id: string) => ok<Invoice>(invoices.get(id)),
    ok,
  };
}

/**
 * A business with a contact and one sent invoice (issued 2026-01-10) of 116.00: 100 at 16 %, unless other
 * `lines` are given.
 */
export async function sentInvoice(app: FastifyInstance, lines = [line({ unit_price: 100, tax_rate: 16 })]) {
  const { token, data } = await signUp(app);
  const notes = creditNoteClient(app, token);
  const { invoices } = notes;
  const contactId = await invoices.contact();
  const draft = await invoices.created({ contact_id: contactId });
  await invoices.ok(invoices.addItems(draft.id, lines));
  const invoice = await invoices.ok(invoices.update(draft.id, { status: 'sent' }));
  return {
    token,
    accountId: data.account.id as number,
    notes,
    invoices,
    ledger: ledgerClient(app, token),
    contactId,
    invoice,
  };
}
