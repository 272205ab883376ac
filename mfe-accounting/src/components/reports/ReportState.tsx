import { messageOf } from '@daftari/api-client';
import { EmptyState, LoadError, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const skeletonFrame = css({ layerStyle: 'surface', borderRadius: 'xl', p: '4', display: 'grid', gap: '3' });
const skeletonRow = css({ display: 'flex', justifyContent: 'space-between', gap: '6' });
const emptyFrame = css({ layerStyle: 'surface', borderRadius: 'xl' });

const widths = ['55%', '40%', '62%', '48%', '35%', '58%'];

/** Rows of grey bars where the report's rows will be. */
export function ReportSkeleton() {
  return (
    <div className={skeletonFrame} data-testid="report-loading">
      <Skeleton height={14} width="30%" />
      {widths.map((width) => (
        <div key={width} className={skeletonRow}>
          <Skeleton height={12} width={width} />
          <Skeleton height={12} width="18%" />
        </div>
      ))}
    </div>
  );
}

/** A report with nothing in it for the chosen days. */
export function ReportEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <div className={emptyFrame}>
      <EmptyState title={title} description={description} />
    </div>
  );
}

/** The report's answer, or its skeleton while it loads, or what failed with a retry. */
export function ReportState<T>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  /** Shown when the server gave no message of its own. */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadError
        title="The report could not be loaded"
        message={messageOf(query.error, failure)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <ReportSkeleton />;
  return <>{children(query.data)}</>;
}
