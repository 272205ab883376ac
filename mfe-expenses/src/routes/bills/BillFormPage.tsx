import { messageOf } from '@daftari/api-client';
import { billActions, sectionPath } from '@daftari/contracts';
import { Navigate, useParams, useSearchParams } from '@daftari/router';
import { BackLink, LoadError, PageHeader, positiveInt, Skeleton } from '@daftari/ui';
import { BillNotFound } from '../../components/bills/BillNotFound.tsx';
import { BillForm } from '../../components/bills/bill-form/BillForm.tsx';
import { layout } from '../../components/expense-form/styles.ts';
import { useBillParam } from './use-bill-param.ts';

/**
 * /bills/new (`?contactId=` picks the vendor, as the contact's page links) and /bills/{billId}/edit (any bill
 * but a void one, which is shown instead).
 */
export function BillFormPage() {
  const [searchParams] = useSearchParams();
  if (useParams().billId !== undefined) return <EditBill />;
  return <BillForm vendorId={positiveInt(searchParams.get('contactId'))} />;
}

function EditBill() {
  const { id, bill, missing } = useBillParam();
  const header = (
    <PageHeader eyebrow={<BackLink to={sectionPath('bills', id)}>Bill</BackLink>} title="Edit bill" />
  );
  if (missing) return <BillNotFound />;
  if (bill.isError) {
    return (
      <div className={layout}>
        {header}
        <LoadError
          message={messageOf(bill.error, 'Failed to load bill')}
          onRetry={() => void bill.refetch()}
        />
      </div>
    );
  }
  if (!bill.data) {
    return (
      <div className={layout} aria-busy="true">
        {header}
        <Skeleton height={160} />
        <Skeleton height={320} />
      </div>
    );
  }
  // A bill the rule (contracts' billActions) keeps as it is: its page instead.
  if (!billActions(bill.data).edit) {
    return <Navigate to={sectionPath('bills', id)} replace />;
  }
  return <BillForm key={bill.data.id} bill={bill.data} />;
}
