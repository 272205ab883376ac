import { jobKeys, listJobs, retryJob } from '@daftari/api-client';
import type { JobListQuery } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const FAILED: JobListQuery = { status: 'failed' };

/** The background work that gave up after its retries (newest first), for the owner to retry. */
export function useFailedJobs() {
  return useQuery({ queryKey: jobKeys.list(FAILED), queryFn: () => listJobs(FAILED), staleTime: 0 });
}

/** POST /jobs/{id}/retry; whatever it answers, the job lists refresh (a retried job leaves the failed list). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryJob(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
