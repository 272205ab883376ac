import {
  dataEnvelope,
  type JobListQuery,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
} from '@daftari/contracts';
import { http, send } from './http.ts';

/** GET /jobs: the account's background jobs (e-mails, recurring invoices, reminders), `?status=failed`. */
export async function listJobs(query: JobListQuery = {}) {
  const { status } = jobListQuerySchema.parse(query);
  const searchParams = new URLSearchParams(status ? { status } : {});
  const { body } = await send(jobListSchema, () => http.get('jobs', { searchParams }), 'Failed to load jobs');
  return body.data;
}

/** POST /jobs/{id}/retry: a failed job runs again (with fresh attempts). */
export async function retryJob(id: number) {
  const { body } = await send(
    dataEnvelope(jobSchema),
    () => http.post(`jobs/${id}/retry`),
    'Failed to retry the job',
  );
  return body.data;
}
