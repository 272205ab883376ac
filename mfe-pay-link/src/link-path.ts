import { areaPath } from '@daftari/contracts';

const prefix = `${areaPath('pay-link')}/`;
const estimatesPrefix = `${prefix}estimates/`;

/** The one path segment after `start` (a trailing slash allowed), decoded; '' for anything else. */
function idAfter(start: string, pathname: string): string {
  if (!pathname.startsWith(start)) return '';
  const id = pathname.slice(start.length).replace(/\/$/, '');
  if (!id || id.includes('/')) return '';
  try {
    return decodeURIComponent(id);
  } catch {
    return '';
  }
}

/** `/link/estimates/...`: the customer's estimate page rather than an invoice's pay page. */
export const isEstimatePath = (pathname: string): boolean => pathname.startsWith(estimatesPrefix);

/** `/link/{id}` → `{id}`; anything else → '' (shown as not found). */
export const invoiceIdFromPath = (pathname: string): string => idAfter(prefix, pathname);

/** `/link/estimates/{id}` → `{id}`; anything else → '' (shown as not found). */
export const estimateIdFromPath = (pathname: string): string => idAfter(estimatesPrefix, pathname);
