import { type AuditFilters, currentUserQuery, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { useSearchParams } from '@daftari/router';
import {
  Button,
  Card,
  DownloadIcon,
  EmptyState,
  EventList,
  ListPager,
  LoadError,
  PageHeader,
  positiveInt,
  readPageParams,
  Skeleton,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useMemberships } from '../team/use-team.ts';
import { AuditFiltersBar } from './AuditFiltersBar.tsx';

import { useAuditCsv, useAuditEvents, useVerifyAudit } from './use-audit.ts';

const layout = css({ maxW: '5xl', display: 'flex', flexDirection: 'column', gap: '4' });
const FILTERS = ['from', 'to', 'user_id', 'entity_type'] as const;

/** The screen's filters and page, kept in the URL so a shared link or a refresh shows the same events. */
function useFilters(): [AuditFilters, (change: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const { page, perPage } = readPageParams(params);
  const filters: AuditFilters = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    user_id: positiveInt(params.get('user_id')) ?? undefined,
    entity_type: params.get('entity_type') ?? undefined,
    page,
    per_page: perPage,
  };
  const change = (next: AuditFilters) => {
    const merged = { ...filters, ...next };
    if (FILTERS.some((key) => key in next) || 'per_page' in next)
      merged.page = 'page' in next ? next.page : 1;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return [filters, change];
}

/** Settings › Audit trail, at /settings/audit: every change of the business, who made it and what changed. */
export function AuditTrailPage() {
  const [filters, change] = useFilters();
  const events = useAuditEvents(filters);
  const team = useMemberships();
  const verify = useVerifyAudit();
  const csv = useAuditCsv();
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  const people = (team.data ?? [])
    .filter((member) => member.user.id !== null)
    .map((member) => ({ value: String(member.user.id), label: member.user.name ?? member.user.email }));
  const result = verify.data;

  return (
    <div className={layout}>
      <PageHeader
        title="Audit trail"
        description="Every change to this business, who made it, when and from where. Nobody can edit or delete it."
      />
      <Card>
        <AuditFiltersBar
          filters={filters}
          people={people}
          onChange={change}
          actions={
            <>
              <Button variant="outline" loading={csv.isPending} onClick={() => csv.mutate(filters)}>
                <DownloadIcon /> Download CSV
              </Button>
              <Button variant="outline" loading={verify.isPending} onClick={() => verify.mutate()}>
                Check the chain
              </Button>
            </>
          }
        />
        {result ? (
          <p
            role="status"
            className={css({
              mt: '3',
              p: '3',
              rounded: 'md',
              fontSize: 'sm',
              layerStyle: result.ok ? 'tinted.success' : 'tinted.danger',
            })}
          >
            {result.ok
              ? `All ${result.events} events are intact: each one's hash matches the one before it.`
              : `The chain is broken at event ${result.first_broken_id}: an event was changed outside Daftari.`}
          </p>
        ) : null}
      </Card>
      <Card>
        {events.isError ? (
          <LoadError
            title="The audit trail could not be loaded"
            message={messageOf(events.error, 'Please try again.')}
            onRetry={() => void events.refetch()}
          />
        ) : !events.data ? (
          <div role="status" aria-label="Loading the audit trail">
            <Skeleton lines={5} />
          </div>
        ) : events.data.data.length === 0 ? (
          <EmptyState
            title="No events"
            description={
              FILTERS.some((key) => filters[key] !== undefined)
                ? 'Nothing matches these filters.'
                : 'Changes appear here as they are made.'
            }
          />
        ) : (
          <EventList events={events.data.data} timeZone={timeZone} label="Events" />
        )}
        <ListPager
          meta={events.data?.meta}
          params={{ page: filters.page ?? 1, perPage: filters.per_page ?? 10 }}
          onChange={({ page, perPage }) =>
            change({ ...(page ? { page } : {}), ...(perPage ? { per_page: perPage } : {}) })
          }
          disabled={events.isFetching}
          summary={events.data ? `${events.data.meta.total_count} events` : undefined}
        />
      </Card>
    </div>
  );
}
