import { areaPath } from '@daftari/contracts';

const prefix = `${areaPath('pay-link')}/`;

/** `/link/{id}` (a trailing slash allowed) → `{id}`; anything else → '' (shown as not found). */
export function invoiceIdFromPath(pathname: string): string {
  if (!pathname.startsWith(prefix)) return '';
  const id = pathname.slice(prefix.length).replace(/\/$/, '');
  return id && !id.includes('/') ? decodeURIComponent(id) : '';
}
