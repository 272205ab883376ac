import { currentUserQuery } from '@daftari/api-client';
import type { Estimate, InvoiceItem } from '@daftari/contracts';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useDeleteEstimateItem } from '../../../api/estimates.ts';
import { DocumentLines } from '../../DocumentLines.tsx';
import { DocumentTotals } from '../../invoice-detail/DocumentTotals.tsx';
import { documentCard, documentFoot } from '../../invoice-detail/detail-styles.ts';
import { Parties } from '../../invoice-detail/Parties.tsx';

const notesBox = css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
const totalsBox = css({ gridColumn: { md: '2' } });

export interface EstimateDocumentProps {
  estimate: Estimate;
  /** Opens the item dialog on a line, or on a new one (null); without it the lines are read-only. */
  onEditItem?: (item: InvoiceItem | null) => void;
}

/** The estimate as the customer reads it: from and for whom, its lines (editable here), totals and notes. */
export function EstimateDocument({ estimate, onEditItem }: EstimateDocumentProps) {
  const account = useQuery(currentUserQuery).data?.account;
  const deleteItem = useDeleteEstimateItem(estimate.id);
  return (
    <article className={documentCard} aria-label="Estimate">
      <Parties account={account} contact={estimate.contact} toLabel="Prepared for" />
      <DocumentLines
        kind="Estimate"
        items={estimate.estimate_items}
        currency={estimate.currency}
        deleteItem={deleteItem}
        onEditItem={onEditItem}
      />
      <div className={documentFoot}>
        {estimate.notes ? <p className={notesBox}>{estimate.notes}</p> : null}
        <div className={totalsBox}>
          <DocumentTotals invoice={estimate} />
        </div>
      </div>
    </article>
  );
}
