import type { Invoice, TimeEntry, TimeEntryList } from '@daftari/contracts';
import { act } from '@testing-library/react';
import type { Clock } from '../src/lib/clock.tsx';
import { contacts, project } from './fixtures.ts';

export const website = project(7, {
  name: 'Website rebuild',
  project_type: 'hourly_rate',
  flat_rate: null,
  hourly_rate: 2500,
  total_hours: 10,
  budget: 25000,
});
export const support = project(8, {
  name: 'Monthly support',
  project_type: 'hourly_rate',
  flat_rate: null,
  hourly_rate: 1800,
  total_hours: null,
  budget: null,
});
export const logo = project(9, { name: 'Logo design' });

export function timeEntry(id: number, fields: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id,
    project_id: website.id,
    user_id: 1,
    description: null,
    started_at: '2026-11-25T06:00:00.000Z',
    ended_at: '2026-11-25T06:30:00.000Z',
    duration_seconds: 1800,
    billable: true,
    invoice_id: null,
    created_at: '2026-11-25T06:30:00.000Z',
    ...fields,
  };
}

/** GET /time_entries' answer: the entries as one page, and their summary. */
export function entryList(entries: TimeEntry[], perPage = 10): TimeEntryList {
  const ended = entries.filter((entry) => entry.duration_seconds !== null);
  const seconds = (list: TimeEntry[]) => list.reduce((sum, entry) => sum + (entry.duration_seconds ?? 0), 0);
  return {
    data: entries,
    meta: { total_count: entries.length, current_page: 1, total_pages: 1, per_page: perPage },
    summary: {
      seconds: seconds(ended),
      billable_seconds: seconds(ended.filter((entry) => entry.billable)),
      unbilled_seconds: seconds(ended.filter((entry) => entry.billable && entry.invoice_id === null)),
    },
  };
}

/** A clock the test moves: `advance` moves it and ticks whatever listens. */
export function manualClock(startIso: string) {
  let now = Date.parse(startIso);
  const listeners = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    everySecond: (tick) => {
      listeners.add(tick);
      return () => listeners.delete(tick);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      for (const tick of listeners) tick();
    });
  return { clock, advance };
}

/** The draft invoice POST /projects/{id}/invoice_time answers. */
export function draftInvoice(total: number): Invoice {
  const { contact } = website;
  return {
    id: '0b9c2f4e-6d1a-4c3b-9e8f-1a2b3c4d5e6f',
    invoice_number: 'INV-0042',
    status: 'draft',
    etims: null,
    status_label: 'Draft',
    contact_id: contact.id,
    project_id: website.id,
    issue_date: '2026-11-25',
    due_date: '2026-12-25',
    created_at: '2026-11-25T06:00:00Z',
    currency: 'KES',
    notes: null,
    subtotal: total,
    discount_total: 0,
    tax_total: 0,
    total,
    paid_amount: 0,
    balance: total,
    contact: { ...contact, billing_address: contacts[0]!.billing_address },
    project: { id: website.id, name: website.name },
    invoice_items: [],
    payments: [],
    unrecorded_charges: [],
  };
}
