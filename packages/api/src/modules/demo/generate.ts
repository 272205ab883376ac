import { eq } from 'drizzle-orm';
import type { FileStore } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { createBills } from './bills.ts';
import { describeBusiness } from './business.ts';
import { createContacts } from './contacts.ts';
import type { DemoContext } from './context.ts';
import { addDays } from './dates.ts';
import { createEstimates } from './estimates.ts';
import { createExpenses } from './expenses.ts';
import { createInvoices } from './invoices.ts';
import { createJournals } from './journals.ts';
import { unmatchedPaybillPayments } from './mpesa.ts';
import { settlePaystack } from './payouts.ts';
import { createPriceList } from './price-list.ts';
import { createProjects } from './projects.ts';
import { mpesaCodes, seededRandom } from './random.ts';
import { createRecurringInvoices } from './recurring.ts';

export interface DemoOptions {
  seed: number;
  /** The business's day the twelve months end on (YYYY-MM-DD). */
  today: string;
  /** Where receipt images go: the API's upload store. */
  store: FileStore;
}

/**
 * Fills an empty account with a Nairobi design-and-print studio's last twelve months, through the same
 * services the API routes call (so every document is numbered and posted as if the owner had entered it).
 * The same seed and day give the same business.
 */
export async function createDemoBusiness(
  db: Db,
  owner: { accountId: number; userId: number },
  options: DemoOptions,
): Promise<void> {
  const random = seededRandom(options.seed);
  const chart = await db
    .select({ id: ledgerAccounts.id, number: ledgerAccounts.number })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.accountId, owner.accountId));
  const context: DemoContext = {
    db,
    ...owner,
    today: options.today,
    random,
    mpesaCode: mpesaCodes(random),
    store: options.store,
    ledger: Object.fromEntries(chart.map((row) => [row.number, row.id])),
  };
  await describeBusiness(context);
  await createJournals(context);
  const contacts = await createContacts(context);
  await createPriceList(context);
  await createProjects(context, contacts);
  await createInvoices(context, contacts);
  await createEstimates(context, contacts);
  await createRecurringInvoices(context, contacts);
  await createBills(context, contacts);
  await createExpenses(context);
  const unmatchedDays = [40, 25, 12, 6, 2].map((days) => addDays(options.today, -days));
  await unmatchedPaybillPayments(context, unmatchedDays);
  await settlePaystack(context);
}
