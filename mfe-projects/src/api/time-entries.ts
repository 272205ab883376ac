import {
  createTimeEntry,
  currentUserQuery,
  deleteTimeEntry,
  getRunningTimer,
  invoiceKeys,
  invoiceProjectTime,
  listTimeEntries,
  startTimer,
  stopTimer,
  timeEntryKeys,
  updateTimeEntry,
} from '@daftari/api-client';
import type {
  InvoiceTimeRequest,
  TimeEntry,
  TimeEntryCreateRequest,
  TimeEntryListQuery,
  TimeEntryUpdateRequest,
  TimerStartRequest,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys.ts';

/** The largest page the API gives. */
const ALL_PER_PAGE = 100;

/** Every entry matching `query`, page after page (a week's timesheet, a project's unbilled time). */
async function allTimeEntries(query: Omit<TimeEntryListQuery, 'page' | 'per_page'>): Promise<TimeEntry[]> {
  const first = await listTimeEntries({ ...query, page: 1, per_page: ALL_PER_PAGE });
  const entries = [...first.data];
  for (let page = 2; page <= first.meta.total_pages; page += 1) {
    entries.push(...(await listTimeEntries({ ...query, page, per_page: ALL_PER_PAGE })).data);
  }
  return entries;
}

/** The signed-in user's running timer, or null; it lives on the server, so it survives reloads. */
export function useRunningTimer() {
  return useQuery({ queryKey: timeEntryKeys.running(), queryFn: getRunningTimer });
}

/** A page of entries with the summary of everything the filter matches. */
export function useTimeEntries(query: TimeEntryListQuery) {
  return useQuery({
    queryKey: timeEntryKeys.list(query),
    queryFn: () => listTimeEntries(query),
    placeholderData: keepPreviousData,
  });
}

/** Every entry matching `query`, cached under the query without paging (a page's key always has one). */
export function useAllTimeEntries(query: Omit<TimeEntryListQuery, 'page' | 'per_page'>, enabled = true) {
  return useQuery({
    queryKey: timeEntryKeys.list(query),
    queryFn: () => allTimeEntries(query),
    enabled,
  });
}

/**
 * Any write to entries changes the running timer, every list and summary, and the projects' hours; and the
 * current user's `timer_running`, by which the shell's header shows or drops the running timer.
 */
function useTimeWrite<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]),
  });
}

export const useStartTimer = () => useTimeWrite((request: TimerStartRequest) => startTimer(request));
export const useStopTimer = () => useTimeWrite(() => stopTimer());
export const useCreateTimeEntry = () =>
  useTimeWrite((request: TimeEntryCreateRequest) => createTimeEntry(request));
export const useUpdateTimeEntry = () =>
  useTimeWrite(({ id, request }: { id: number; request: TimeEntryUpdateRequest }) =>
    updateTimeEntry(id, request),
  );
export const useDeleteTimeEntry = () => useTimeWrite((id: number) => deleteTimeEntry(id));

/** POST /projects/{id}/invoice_time: the unbilled time becomes a draft invoice. */
export function useInvoiceTime(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvoiceTimeRequest) => invoiceProjectTime(projectId, request),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]),
  });
}
