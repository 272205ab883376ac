import { addEstimateItemsRequestSchema, estimateCreateRequestSchema } from '@daftari/contracts';
import {
  acceptEstimate,
  addEstimateItems,
  convertEstimate,
  createEstimate,
  declineEstimate,
  markEstimateSent,
} from '../estimates/index.ts';
import { markSent } from '../invoices/index.ts';
import type { DemoContacts, DemoContext } from './context.ts';
import { addDays, nairobiInstant } from './dates.ts';
import { salesLines } from './lines.ts';

type Outcome = 'draft' | 'sent' | 'accepted' | 'declined' | 'converted';
const OUTCOMES: Outcome[] = [
  'converted',
  'accepted',
  'declined',
  'sent',
  'converted',
  'declined',
  'accepted',
  'sent',
  'converted',
  'draft',
];
const DECLINE_REASONS = ['We went with a cheaper quote', 'Budget moved to next quarter', null];

/**
 * Quotes over the year: some still drafts or awaiting an answer (the older of those expired), some accepted
 * or declined by the customer on the public page, and some converted into invoices that were then sent.
 */
export async function createEstimates(context: DemoContext, contacts: DemoContacts): Promise<number> {
  const count = 20;
  for (let index = 0; index < count; index += 1) {
    const outcome = OUTCOMES[index % OUTCOMES.length]!;
    // The last few are recent, so one still awaits its answer within its validity.
    const daysAgo = index >= count - 3 ? (count - index) * 4 : Math.round(350 - (index / count) * 340);
    const issueDate = addDays(context.today, -daysAgo);
    const input = estimateCreateRequestSchema.parse({
      estimate: {
        contact_id: context.random.pick(contacts.customers),
        issue_date: issueDate,
        expiry_date: addDays(issueDate, 30),
        notes: 'Prices include VAT. 50% deposit on approval, balance on delivery.',
      },
    }).estimate;
    const { db, accountId, today } = context;
    const estimate = await createEstimate(db, accountId, input, today);
    const items = addEstimateItemsRequestSchema.parse({ items: salesLines(context, 2) });
    await addEstimateItems(db, accountId, estimate.id, items, today);
    if (outcome === 'draft') continue;
    await markEstimateSent(db, accountId, estimate.id);
    const answeredAt = nairobiInstant(addDays(issueDate, context.random.int(1, 10)), 11);
    if (outcome === 'declined') {
      await declineEstimate(db, estimate.id, context.random.pick(DECLINE_REASONS), answeredAt);
    } else if (outcome !== 'sent') {
      await acceptEstimate(db, estimate.id, 'Approved by the director', answeredAt);
    }
    if (outcome === 'converted') {
      const invoice = await convertEstimate(db, accountId, estimate.id, today);
      await markSent(db, accountId, invoice.id);
    }
  }
  return count;
}
