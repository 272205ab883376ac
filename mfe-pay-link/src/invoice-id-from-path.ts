/** `/link/{id}` → `{id}`; anything else → '' (shown as not found). */
export function invoiceIdFromPath(pathname: string): string {
  const match = /^\/link\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}
