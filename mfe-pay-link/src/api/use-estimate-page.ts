import type { PublicEstimate } from '@daftari/contracts';
import { useCallback, useEffect, useState } from 'react';
import { acceptEstimate, declineEstimate, getPublicEstimate } from './estimate-api.ts';
import { PayApiError } from './pay-api.ts';
import { useMounted } from './use-mounted.ts';

export type EstimateState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'found'; estimate: PublicEstimate };

export type AnswerAction =
  | { state: 'idle' }
  | { state: 'accepting' }
  | { state: 'declining' }
  | { state: 'failed'; message: string };

/**
 * Everything the estimate page does: load the estimate, and accept or decline it. The answer's reply is the
 * estimate as it now stands. A 422 means it can no longer be answered that way (it expired, or was answered
 * meanwhile): the estimate is loaded again so the page shows it as it is.
 */
export function useEstimatePage(estimateId: string) {
  const [estimate, setEstimate] = useState<EstimateState>({ state: 'loading' });
  const [action, setAction] = useState<AnswerAction>({ state: 'idle' });
  const [loads, setLoads] = useState(0);
  const mounted = useMounted();

  // Runs again when `loads` changes: that is the retry.
  useEffect(() => {
    let current = true;
    setAction({ state: 'idle' });
    if (!estimateId) {
      setEstimate({ state: 'missing' });
      return;
    }
    setEstimate({ state: 'loading' });
    getPublicEstimate(estimateId).then(
      (found) => current && setEstimate({ state: 'found', estimate: found }),
      (error) => {
        if (!current) return;
        const missing = error instanceof PayApiError && error.status === 404;
        setEstimate({ state: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [estimateId, loads]);

  const retry = useCallback(() => setLoads((count) => count + 1), []);

  const answer = useCallback(
    async (pending: AnswerAction, send: () => Promise<PublicEstimate>) => {
      setAction(pending);
      try {
        const answered = await send();
        if (!mounted.current) return;
        setAction({ state: 'idle' });
        setEstimate({ state: 'found', estimate: answered });
      } catch (error) {
        if (!mounted.current) return;
        setAction({ state: 'failed', message: error instanceof PayApiError ? error.message : '' });
        if (error instanceof PayApiError && error.status === 422) {
          getPublicEstimate(estimateId).then(
            (fresh) => mounted.current && setEstimate({ state: 'found', estimate: fresh }),
            () => undefined,
          );
        }
      }
    },
    [estimateId],
  );

  const accept = useCallback(
    (name: string) => answer({ state: 'accepting' }, () => acceptEstimate(estimateId, name)),
    [answer, estimateId],
  );
  const decline = useCallback(
    (reason: string) => answer({ state: 'declining' }, () => declineEstimate(estimateId, reason)),
    [answer, estimateId],
  );

  return { estimate, action, retry, accept, decline };
}
