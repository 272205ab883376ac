import { INVOICE_LIST_PATH } from '../../lib/navigation.ts';
import { DocumentNotFound } from '../DocumentNotFound.tsx';

/** An unknown invoice, and any other path under the invoicing area that the area does not know. */
export function InvoiceNotFound() {
  return <DocumentNotFound kind="Invoice" listPath={INVOICE_LIST_PATH} />;
}
