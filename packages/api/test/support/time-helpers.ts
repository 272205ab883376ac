import type { Invoice, Project, TimeEntry, TimeEntryList } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { signUp } from './helpers.ts';
import { invoiceClient } from './invoice-helpers.ts';

/** A clock the test sets; the app reads it through `now`. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set: (instant: string) => {
      current = new Date(instant);
    },
    advance: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** A signed-up account with one contact, an hourly project and the time-entry requests of its owner. */
export async function timeAccount(app: FastifyInstance, hourlyRate: number | null = 1500) {
  const { token } = await signUp(app);
  const client = invoiceClient(app, token);
  const { inject, ok } = client;
  const contactId = await client.contact({ company_name: 'Savannah Traders' });
  const project = async (fields: Record<string, unknown> = {}) =>
    ok<Project>(
      inject('POST', '/projects', {
        contact_id: contactId,
        project: { name: 'Website', project_type: 'hourly_rate', hourly_rate: hourlyRate, ...fields },
      }),
      201,
    );
  const projectId = (await project()).id;
  const time = {
    create: (entry: Record<string, unknown>) => inject('POST', '/time_entries', { time_entry: entry }),
    /** A manual entry of `minutes` on the project, started at `startedAt`. */
    entry: (startedAt: string, seconds: number, fields: Record<string, unknown> = {}) =>
      ok<TimeEntry>(
        inject('POST', '/time_entries', {
          time_entry: { project_id: projectId, started_at: startedAt, duration_seconds: seconds, ...fields },
        }),
        201,
      ),
    update: (id: number | string, entry: Record<string, unknown>) =>
      inject('PUT', `/time_entries/${id}`, { time_entry: entry }),
    remove: (id: number | string) => inject('DELETE', `/time_entries/${id}`),
    list: async (query = '') => {
      const response = await inject('GET', `/time_entries${query}`);
      if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
      return response.json() as TimeEntryList;
    },
    start: (body: Record<string, unknown> = { project_id: projectId }) =>
      inject('POST', '/time_entries/start', body),
    stop: () => inject('POST', '/time_entries/stop'),
    running: () => inject('GET', '/time_entries/running'),
    invoice: (body: Record<string, unknown>, id: number = projectId) =>
      inject('POST', `/projects/${id}/invoice_time`, body),
    invoiced: (body: Record<string, unknown>, id: number = projectId) =>
      ok<Invoice>(inject('POST', `/projects/${id}/invoice_time`, body), 201),
  };
  return { token, client, contactId, projectId, project, time };
}
