import { areaPath, type UnmatchedMpesaListQuery } from '@daftari/contracts';
import { changePageParams, type PageParams, readPageParams, writePageParams } from '@daftari/ui';

/** The M-Pesa section of the area: paybill payments that found no invoice, for the owner to assign. */
export const MPESA_PATH = areaPath('invoicing', 'mpesa');

/** The queue's two tabs: the payments waiting for an invoice, and those the owner assigned. */
export type UnmatchedStatus = Exclude<NonNullable<UnmatchedMpesaListQuery['status']>, 'all'>;

export const UNMATCHED_TABS: readonly { value: UnmatchedStatus; label: string }[] = [
  { value: 'open', label: 'Waiting' },
  { value: 'assigned', label: 'Assigned' },
];

/** The queue's view in the URL: `?status=assigned&page=2` (waiting payments, page 1, by default). */
export interface UnmatchedParams extends PageParams {
  status: UnmatchedStatus;
}

export function readUnmatchedParams(search: URLSearchParams): UnmatchedParams {
  const status = search.get('status') === 'assigned' ? 'assigned' : 'open';
  return { ...readPageParams(search), status };
}

/** The URL after `change`; another tab or page size starts again at page 1. */
export function writeUnmatchedParams(current: UnmatchedParams, change: Partial<UnmatchedParams>) {
  const next = changePageParams(current, change, ['status', 'perPage']);
  const search = writePageParams(new URLSearchParams(), next);
  if (next.status !== 'open') search.set('status', next.status);
  return search;
}

/**
 * The URL Safaricom posts each paybill payment to (C2B confirmation), on the app's own origin: the API's
 * `paybill` path, since Daraja refuses to register a URL containing "mpesa".
 */
export const confirmationUrl = (origin: string, token: string) =>
  `${origin}/api/paybill/${encodeURIComponent(token)}/confirmation`;

/** Paybill payments are always in shillings. */
export const MPESA_CURRENCY = 'KES';
