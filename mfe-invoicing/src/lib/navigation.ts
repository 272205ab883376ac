import { areaPath } from '@daftari/contracts';

/** The invoice list, as the area's links have always written it (with the trailing slash). */
export const INVOICE_LIST_PATH = areaPath('invoicing', '');

/** A full page load: a row of the invoice list opens the invoice this way. */
export function fullPageNavigate(url: string): void {
  window.location.assign(url);
}
