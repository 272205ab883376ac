import { useEstimatePage } from '../api/use-estimate-page.ts';
import { EstimateAnswer } from './EstimateAnswer.tsx';
import { EstimateCard } from './EstimateCard.tsx';
import { PageFrame } from './PageFrame.tsx';
import { LoadingCard, MessageCard } from './StatusCards.tsx';

export interface EstimatePageProps {
  estimateId: string;
}

/** The customer's estimate page: the estimate, and Accept or Decline while it is open. */
export default function EstimatePage({ estimateId }: EstimatePageProps) {
  const { estimate, action, retry, accept, decline } = useEstimatePage(estimateId);
  return (
    <PageFrame>
      {estimate.state === 'loading' ? <LoadingCard /> : null}
      {estimate.state === 'missing' ? (
        <MessageCard title="Estimate not found">
          This link doesn't match an estimate. Check the link, or ask the business that sent it for a new one.
        </MessageCard>
      ) : null}
      {estimate.state === 'failed' ? (
        <MessageCard title="We couldn't load this estimate" onRetry={retry}>
          Please check your connection and try again.
        </MessageCard>
      ) : null}
      {estimate.state === 'found' ? (
        <EstimateCard estimate={estimate.estimate}>
          <EstimateAnswer
            estimate={estimate.estimate}
            action={action}
            onAccept={accept}
            onDecline={decline}
          />
        </EstimateCard>
      ) : null}
    </PageFrame>
  );
}
