import { useEffect, useState } from 'react';
import { SAMPLE_CSV } from '../../lib/csv-sample.ts';

/** A local URL of the sample CSV while `active` (no network), revoked after. */
export function useSampleUrl(active: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!active || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(new Blob([SAMPLE_CSV], { type: 'text/csv;charset=utf-8' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [active]);
  return url;
}
