import type { Invoice } from '@daftari/contracts';
import { useMayCall } from '@daftari/ui/widgets';

/**
 * What the signed-in role may do to this invoice, by the route behind each action (the permission table;
 * a sent invoice narrows its changes to the books roles). The page hides what the API would refuse.
 */
export function useInvoicePermissions(invoice: Invoice) {
  const may = useMayCall();
  const stage = { draft: invoice.status === 'draft' };
  return {
    edit: may('PUT /api/invoices/:id', stage),
    editItems: may('PUT /api/invoices/:id/items/:itemId', stage),
    delete: may('DELETE /api/invoices/:id', stage),
    send: may('POST /api/invoices/:id/email_invoice'),
    void: may('POST /api/invoices/:id/void'),
    creditNote: may('POST /api/credit_notes'),
    makeRecurring: may('POST /api/recurring_invoices'),
  };
}
