import { eq } from 'drizzle-orm';
import { billLines, bills } from '../../db/schema.ts';
import { billTransaction, recomputeBill } from '../bills/index.ts';
import { postBill, systemAccountIds } from '../ledger/index.ts';
import { broughtForwardLine, type OpenBalanceBook, openingDocument } from '../open-balances/index.ts';
import { openBillColumns } from './import-columns.ts';

/**
 * Open bills (POST /bills/import_open): a supplier's bill numbers are its own, so two suppliers may use one.
 * Each bill is stored open with its balance on one line on 3000 Owner's equity (the account its opening entry
 * debits), and posted: Dr 3000 / Cr 2000.
 */
export const openBills: OpenBalanceBook<'bill', 'supplier'> = {
  document: 'bill',
  contact: 'supplier',
  numberMax: 100,
  numberedPerContact: true,
  columns: openBillColumns,
  usedNumbers: (tx, accountId) =>
    tx
      .select({ contactId: bills.contactId, number: bills.billNumber })
      .from(bills)
      .where(eq(bills.accountId, accountId)),
  numberTaken: (number, contact) => `Bill number ${number} is already recorded for ${contact?.name}`,
  transaction: (db, work) => billTransaction(db, undefined, work),
  async insert(tx, context, rows) {
    const { accountId, currency } = context;
    const { ownersEquity } = await systemAccountIds(tx, accountId, ['ownersEquity']);
    for (const { record } of rows) {
      const [bill] = await tx
        .insert(bills)
        .values({ ...openingDocument(context, record), billNumber: record.number, status: 'open' })
        .returning({ id: bills.id });
      const billId = bill!.id;
      await tx
        .insert(billLines)
        .values({ ...broughtForwardLine(accountId, record), billId, ledgerAccountId: ownersEquity });
      await recomputeBill(tx, accountId, billId, currency);
      await postBill(tx, accountId, billId);
    }
  },
};
