/** A full page load (product-spec: a row of the invoice list opens the invoice this way). */
export function fullPageNavigate(url: string): void {
  window.location.assign(url);
}

/** The invoice's own page in the app. */
export const invoicePath = (id: string) => `/work/invoicing/${id}`;

/** The public link customers open to view and pay (product-spec: app origin plus /link/{id}). */
export const shareLink = (id: string, origin: string = window.location.origin) => `${origin}/link/${id}`;
