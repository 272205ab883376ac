import { messageOf } from '@daftari/api-client';
import { type Estimate, sectionPath } from '@daftari/contracts';
import { useNavigate, useSearchParams } from '@daftari/router';
import { BackLink, EmptyState, LinkButton, LoadError, PageHeader, toast, toastError } from '@daftari/ui';
import { useCreateEstimate, useUpdateEstimate } from '../../api/estimates.ts';
import { formLayout } from '../../components/document-form/form-styles.ts';
import { type EstimateFields, EstimateForm } from '../../components/estimates/EstimateForm.tsx';
import { EstimateNotFound } from '../../components/estimates/EstimateNotFound.tsx';
import { DetailSkeleton } from '../../components/invoice-detail/DetailSkeleton.tsx';
import { ESTIMATE_LIST_PATH, isEditable } from '../../lib/estimate-rules.ts';
import { useEstimateParam } from './use-estimate-param.ts';

/** /work/estimates/new: who it is for and until when; its items are added on the estimate next. */
export function NewEstimatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateEstimate();
  const onSubmit = (fields: EstimateFields) =>
    create.mutate(
      { estimate: fields },
      {
        onSuccess: (estimate) => {
          toast.success(`Estimate ${estimate.estimate_number} created`, {
            description: 'Add its items, then send it to your customer.',
          });
          navigate(sectionPath('estimates', estimate.id));
        },
        onError: (error) => toastError('Failed to create estimate', messageOf(error, '')),
      },
    );
  return (
    <div className={formLayout}>
      <PageHeader
        eyebrow={<BackLink to={ESTIMATE_LIST_PATH}>Estimates</BackLink>}
        title="New Estimate"
        description="Pick who it's for and how long it holds. You'll add the items next."
      />
      <EstimateForm
        search={search}
        cancelTo={ESTIMATE_LIST_PATH}
        pending={create.isPending}
        onSubmit={onSubmit}
      />
    </div>
  );
}

function EditEstimate({ estimate }: { estimate: Estimate }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const update = useUpdateEstimate(estimate.id);
  const detailPath = sectionPath('estimates', estimate.id);
  const onSubmit = (fields: EstimateFields) =>
    update.mutate(
      { estimate: fields },
      {
        onSuccess: () => {
          toast.success('Estimate updated');
          navigate(detailPath);
        },
        onError: (error) => toastError('Failed to update estimate', messageOf(error, '')),
      },
    );
  if (!isEditable(estimate)) {
    return (
      <EmptyState
        title="This estimate can no longer be edited"
        description={`The customer answered estimate ${estimate.estimate_number}, so it stays as they saw it.`}
      >
        <LinkButton to={detailPath}>Back to the estimate</LinkButton>
      </EmptyState>
    );
  }
  return (
    <EstimateForm
      estimate={estimate}
      search={search}
      cancelTo={detailPath}
      pending={update.isPending}
      onSubmit={onSubmit}
    />
  );
}

/** /work/estimates/{id}/edit: a draft or sent estimate's customer, dates and details. */
export function EditEstimatePage() {
  const { estimate, missing } = useEstimateParam();
  if (missing) return <EstimateNotFound />;
  if (estimate.isPending) return <DetailSkeleton what="estimate" />;
  if (estimate.isError) {
    return (
      <LoadError
        message={messageOf(estimate.error, 'Failed to load estimate')}
        onRetry={() => void estimate.refetch()}
      />
    );
  }
  const { data } = estimate;
  return (
    <div className={formLayout}>
      <PageHeader
        eyebrow={
          <BackLink to={sectionPath('estimates', data.id)}>{`Estimate ${data.estimate_number}`}</BackLink>
        }
        title={`Edit Estimate ${data.estimate_number}`}
      />
      <EditEstimate estimate={data} />
    </div>
  );
}
