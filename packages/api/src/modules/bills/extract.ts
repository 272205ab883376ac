import type { BillExtraction } from '@daftari/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReceiptContext, ReceiptExtraction, ReceiptFields } from '../../adapters/receipts/index.ts';
import { billLines, bills, contacts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { expenseAccountRefs } from '../ledger-accounts/index.ts';

// POST /bills/extract_from_document: a supplier's invoice read by the offline receipt reader, as the fields of
// a new bill.

/** A contact's name as compared with the vendor's: trimmed, lower case. */
const comparable = (column: typeof contacts.companyName | typeof contacts.fullName) =>
  sql`lower(btrim(${column}))`;

/**
 * The reader's context for a bill: the vendors this business billed before (lower-cased company name, else
 * full name → the account of the first line of their latest bill) and its expense accounts.
 */
export async function billReadingContext(db: Executor, accountId: number): Promise<ReceiptContext> {
  const vendorName = sql<string>`lower(btrim(coalesce(nullif(${contacts.companyName}, ''), ${contacts.fullName})))`;
  const [vendors, expenseAccounts] = await Promise.all([
    db
      .selectDistinctOn([vendorName], { vendor: vendorName, ledgerAccountId: billLines.ledgerAccountId })
      .from(bills)
      .innerJoin(contacts, and(eq(contacts.id, bills.contactId), eq(contacts.accountId, bills.accountId)))
      .innerJoin(billLines, and(eq(billLines.billId, bills.id), eq(billLines.accountId, bills.accountId)))
      .where(eq(bills.accountId, accountId))
      .orderBy(vendorName, desc(bills.issueDate), desc(bills.id), asc(billLines.position)),
    expenseAccountRefs(db, accountId),
  ]);
  return {
    knownMerchants: new Map(
      vendors.filter((row) => row.vendor).map((row) => [row.vendor, row.ledgerAccountId]),
    ),
    expenseAccounts,
  };
}

/** The contact whose company or full name is the vendor's, ignoring case and surrounding spaces (the oldest). */
async function matchingContact(db: Executor, accountId: number, name: string | null): Promise<number | null> {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        sql`(${comparable(contacts.companyName)} = ${wanted} or ${comparable(contacts.fullName)} = ${wanted})`,
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(1);
  return row?.id ?? null;
}

/** What the reader found, as a bill's fields. */
export async function billExtraction(
  db: Executor,
  accountId: number,
  { fields, extraction }: { fields: ReceiptFields; extraction: ReceiptExtraction },
): Promise<BillExtraction> {
  return {
    vendor_name: fields.merchant,
    contact_id: await matchingContact(db, accountId, fields.merchant),
    bill_number: fields.transactionNumber,
    issue_date: fields.date,
    total: fields.total,
    vat_rate: fields.vatRate,
    vat_amount: fields.vatAmount,
    currency: fields.currency,
    ledger_account_id: extraction.suggested_account?.id ?? null,
  };
}
