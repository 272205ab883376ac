import { lazy, Suspense } from 'react';
import { PageFrame } from './PageFrame.tsx';
import { LoadingCard } from './StatusCards.tsx';

// Its own chunk: customers opening an invoice's pay page never download the estimate page.
const EstimatePage = lazy(() => import('./EstimatePage.tsx'));

/** The estimate page, loaded when first shown (the loading card meanwhile). */
export function LazyEstimatePage({ estimateId }: { estimateId: string }) {
  return (
    <Suspense
      fallback={
        <PageFrame>
          <LoadingCard />
        </PageFrame>
      }
    >
      <EstimatePage estimateId={estimateId} />
    </Suspense>
  );
}
