import { creditNoteCreateRequestSchema } from '@daftari/contracts';
import { createCreditNote } from '../credit-notes/index.ts';
import { getInvoice, voidInvoice } from '../invoices/index.ts';
import type { DemoContacts, DemoContext } from './context.ts';
import { addDays, nairobiInstant } from './dates.ts';
import { issueInvoice, type Payable } from './issue.ts';
import { salesLines } from './lines.ts';
import { payInFull, payPart } from './payments.ts';

const DEMO_INVOICES = 150;
/** The most recent invoices: drafts being prepared and invoices sent but not yet due. */
const RECENT_DRAFTS = 7;
const RECENT_SENT = 7;

type Fate = 'paid' | 'overdue' | 'part_paid' | 'credited' | 'credited_in_full' | 'void';

/** What happens to the older invoices, in the proportions of a studio whose customers mostly pay. */
function fates(context: DemoContext, count: number): Fate[] {
  const fixed: Fate[] = [
    ...Array<Fate>(14).fill('overdue'),
    ...Array<Fate>(9).fill('part_paid'),
    ...Array<Fate>(5).fill('credited'),
    ...Array<Fate>(2).fill('credited_in_full'),
    ...Array<Fate>(5).fill('void'),
  ];
  const all = [...fixed, ...Array<Fate>(Math.max(0, count - fixed.length)).fill('paid')];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = context.random.int(0, index);
    [all[index], all[other]] = [all[other]!, all[index]!];
  }
  return all;
}

/** A credit note for part of the invoice (a misprint) or all of it (a cancelled job); answers what is left. */
async function credit(context: DemoContext, payable: Payable, inFull: boolean): Promise<Payable> {
  const invoice = await getInvoice(context.db, context.accountId, payable.id);
  const items = inFull
    ? invoice.invoice_items
    : invoice.invoice_items
        .slice(0, 1)
        .map((item) => ({ ...item, quantity: Math.max(1, Math.floor(item.quantity / 4)) }));
  const input = creditNoteCreateRequestSchema.parse({
    credit_note: {
      invoice_id: invoice.id,
      issue_date: addDays(invoice.issue_date, context.random.int(3, 10)),
      reason: inFull ? 'Job cancelled by the customer before printing' : 'Misprint on part of the order',
      items: items.map(({ description, quantity, unit, unit_price, tax_rate, discount }) => ({
        description,
        quantity,
        unit,
        unit_price,
        tax_rate,
        discount,
      })),
    },
  }).credit_note;
  const note = await createCreditNote(context.db, context.accountId, input);
  const after = await getInvoice(context.db, context.accountId, note.invoice_id);
  return { ...payable, balance: String(after.balance) };
}

async function settle(context: DemoContext, invoice: Payable, fate: Fate): Promise<void> {
  if (fate === 'overdue') return;
  if (fate === 'void') {
    await voidInvoice(
      context.db,
      context.accountId,
      invoice.id,
      nairobiInstant(addDays(invoice.issueDate, 4), 10),
    );
    return;
  }
  if (fate === 'part_paid') return payPart(context, invoice);
  if (fate === 'credited_in_full') {
    await credit(context, invoice, true);
    return;
  }
  await payInFull(context, fate === 'credited' ? await credit(context, invoice, false) : invoice);
}

/**
 * About 150 invoices spread over the twelve months, oldest first (so their numbers follow their dates): paid
 * (M-Pesa by hand and through the paybill, bank, cash), part-paid, overdue, credited, void, and the latest
 * ones sent or still drafts.
 */
export async function createInvoices(context: DemoContext, contacts: DemoContacts): Promise<void> {
  const older = DEMO_INVOICES - RECENT_DRAFTS - RECENT_SENT;
  const plan = fates(context, older);
  // Regular customers come back: the first dozen get most of the work.
  const customer = () =>
    context.random.chance(0.6)
      ? contacts.customers[context.random.int(0, 11)]!
      : context.random.pick(contacts.customers);
  for (let index = 0; index < DEMO_INVOICES; index += 1) {
    const recent = index >= older;
    const daysAgo = recent
      ? context.random.int(0, 12)
      : Math.round(360 - (index / older) * 320) + context.random.int(0, 4);
    const issueDate = addDays(context.today, -daysAgo);
    const lines = salesLines(context);
    const draft = index >= older + RECENT_SENT;
    const invoice = await issueInvoice(context, { contactId: customer(), issueDate, lines, draft });
    if (draft) continue;
    if (recent) {
      if (context.random.chance(0.3)) await payPart(context, invoice);
      continue;
    }
    await settle(context, invoice, plan[index]!);
  }
}
