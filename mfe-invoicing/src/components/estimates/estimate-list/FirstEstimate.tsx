import { EmptyState, LinkButton, PlusIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { NEW_ESTIMATE_PATH } from '../../../lib/estimate-rules.ts';

const card = css({ layerStyle: 'surface', borderRadius: 'xl' });

/** No estimate yet: what estimates are for, and the way to the first one. */
export function FirstEstimate() {
  return (
    <div className={card}>
      <EmptyState
        title="Send your first estimate"
        description="Quote a price before the work starts. Your customer accepts it online, and it becomes an invoice in one click."
      >
        <Allowed route="POST /api/estimates">
          <LinkButton to={NEW_ESTIMATE_PATH} icon={<PlusIcon />}>
            New estimate
          </LinkButton>
        </Allowed>
      </EmptyState>
    </div>
  );
}

export const newEstimateButton = (
  <Allowed route="POST /api/estimates">
    <LinkButton to={NEW_ESTIMATE_PATH} icon={<PlusIcon />}>
      New estimate
    </LinkButton>
  </Allowed>
);
