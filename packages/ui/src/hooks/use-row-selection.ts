import { useEffect, useState } from 'react';

/**
 * The selected row ids of a table. The selection belongs to the rows on screen: it clears whenever `rows`
 * (the page of data shown) changes.
 */
export function useRowSelection(rows: unknown) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    setSelected(new Set());
  }, [rows]);
  return [selected, setSelected] as const;
}
