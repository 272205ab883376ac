import { sectionPath } from '@daftari/contracts';
import { EmptyState, LinkButton, PlusIcon, UploadIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';

const card = css({ layerStyle: 'surface', borderRadius: 'xl' });

/** No bill yet: what bills are for, and the way to the first one. */
export function FirstBill() {
  return (
    <div className={card}>
      <EmptyState
        title="Record your first bill"
        description="Keep track of what you owe suppliers and when it falls due. Snap a supplier's invoice and Daftari fills the bill in for you."
      >
        <Allowed route="POST /api/bills">
          <LinkButton to={sectionPath('bills', 'new')} icon={<UploadIcon />}>
            Add a bill
          </LinkButton>
        </Allowed>
      </EmptyState>
    </div>
  );
}

export const newBillButton = (
  <Allowed route="POST /api/bills">
    <LinkButton to={sectionPath('bills', 'new')} icon={<PlusIcon />}>
      New bill
    </LinkButton>
  </Allowed>
);
