const key = (area: string) => `daftari:reloaded:${area}`;

/**
 * A remote that fails to load gets one page reload (a redeploy may have replaced its files);
 * returns false when that reload has already happened, so the error is shown instead.
 */
export function reloadOnce(
  area: string,
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
) {
  if (storage.getItem(key(area)) !== null) return false;
  storage.setItem(key(area), '1');
  reload();
  return true;
}

export function markLoaded(area: string, storage: Storage = sessionStorage) {
  storage.removeItem(key(area));
}
