import { useMayCall } from '@daftari/ui/widgets';

/** What the signed-in role may do to statement lines, by the route behind each action (the permission table). */
export interface LineRights {
  /** Accept a suggestion, or match / book a line without one (the routes Accept may call). */
  accept: boolean;
  exclude: boolean;
  decline: boolean;
  include: boolean;
  unmatch: boolean;
  book: boolean;
  makeRule: boolean;
  /** Select lines and act on them together. */
  bulk: boolean;
}

export function useLineRights(): LineRights {
  const may = useMayCall();
  const book = may('POST /api/bank_lines/:id/create');
  const bulk = may('POST /api/bank_lines/bulk');
  return {
    accept: may('POST /api/bank_lines/:id/match') && book && bulk,
    exclude: may('POST /api/bank_lines/:id/exclude'),
    decline: may('POST /api/bank_lines/:id/decline'),
    include: may('POST /api/bank_lines/:id/include'),
    unmatch: may('POST /api/bank_lines/:id/unmatch'),
    book,
    makeRule: may('POST /api/bank_rules'),
    bulk,
  };
}
