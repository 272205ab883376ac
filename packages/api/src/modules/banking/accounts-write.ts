import type {
  bankAccountCreateRequestSchema,
  bankAccountUpdateRequestSchema,
  MoneyAccount,
  MoneyAccountKind,
} from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ledgerAccounts, moneyAccounts } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { invalidField } from '../../http/errors.ts';
import { getMoneyAccount, moneyAccountNotFound, STARTING_MONEY_ACCOUNTS } from './money-accounts.ts';

type NewMoneyAccount = z.output<typeof bankAccountCreateRequestSchema>['bank_account'];
type MoneyAccountChange = z.output<typeof bankAccountUpdateRequestSchema>['bank_account'];

/** The first free chart number from 1110 (banks, cash, cards) or 1320 (M-Pesa), below the next hundred. */
async function nextFreeNumber(db: Db, accountId: number, kind: NewMoneyAccount['kind']): Promise<string> {
  const [from, below] = kind === 'mpesa' ? [1320, 1400] : [1110, 1300];
  const taken = await db
    .select({ number: ledgerAccounts.number })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.accountId, accountId));
  const used = new Set(taken.map((row) => row.number));
  for (let number = from; number < below; number += 10) {
    if (!used.has(String(number))) return String(number);
  }
  throw invalidField('number', 'No free account number is left for this kind: give one');
}

const NUMBER_INDEX = 'ledger_accounts_account_number_unique';

/**
 * POST /bank_accounts: a new asset account of the chart (numbered `number`, else the next free one), recorded
 * as a money account of `kind`, in one transaction; a number taken answers 422.
 */
export async function createMoneyAccount(
  db: Db,
  accountId: number,
  input: NewMoneyAccount,
): Promise<MoneyAccount> {
  const number = input.number ?? (await nextFreeNumber(db, accountId, input.kind));
  try {
    const id = await writeTransaction(db, 'The values are too large', async (tx) => {
      const [chart] = await tx
        .insert(ledgerAccounts)
        .values({ accountId, number, name: input.name, accountType: 'asset' })
        .returning({ id: ledgerAccounts.id });
      await tx.insert(moneyAccounts).values({
        ledgerAccountId: chart!.id,
        accountId,
        kind: input.kind,
        institution: input.institution ?? null,
      });
      return chart!.id;
    });
    return getMoneyAccount(db, accountId, id);
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_INDEX))
      throw invalidField('number', `Number ${number} is already taken`);
    throw error;
  }
}

/**
 * Locks a money account for a write (its chart row, FOR UPDATE: the first lock of the write, like a
 * document's), and answers its number and kind; 404 for any id that is not one of the business's money accounts.
 */
export async function lockMoneyAccount(
  tx: Tx,
  accountId: number,
  id: number,
): Promise<{ number: string; kind: MoneyAccountKind }> {
  lockingDocument(tx, `money_account:${id}`);
  const [row] = await tx
    .select({ number: ledgerAccounts.number, kind: moneyAccounts.kind })
    .from(ledgerAccounts)
    .leftJoin(moneyAccounts, eq(moneyAccounts.ledgerAccountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.id, id),
        eq(ledgerAccounts.accountId, accountId),
        eq(ledgerAccounts.accountType, 'asset'),
        eq(ledgerAccounts.archived, false),
      ),
    )
    .for('update', { of: ledgerAccounts });
  const kind = (row?.kind ?? (row ? STARTING_MONEY_ACCOUNTS[row.number] : undefined)) as
    | MoneyAccountKind
    | undefined;
  if (!row || !kind) throw moneyAccountNotFound();
  return { number: row.number, kind };
}

/** Writes what the business says of a money account (a starting one gets its row now, with its kind). */
export async function saveMoneyAccountDetails(
  tx: Tx,
  accountId: number,
  id: number,
  number: string,
  values: { institution?: string | null; csvMapping?: unknown; payoutAccountId?: number },
): Promise<void> {
  await tx
    .insert(moneyAccounts)
    .values({ ledgerAccountId: id, accountId, kind: STARTING_MONEY_ACCOUNTS[number] ?? 'bank', ...values })
    .onConflictDoUpdate({ target: moneyAccounts.ledgerAccountId, set: values });
}

/** PUT /bank_accounts/{id}: its name (the chart account's) and institution; what is left out stays. */
export async function updateMoneyAccount(
  db: Db,
  accountId: number,
  id: number,
  change: MoneyAccountChange,
): Promise<MoneyAccount> {
  await writeTransaction(db, 'The values are too large', async (tx) => {
    const { number } = await lockMoneyAccount(tx, accountId, id);
    if (change.name !== undefined) {
      await tx
        .update(ledgerAccounts)
        .set({ name: change.name })
        .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.accountId, accountId)));
    }
    if (change.institution !== undefined) {
      await saveMoneyAccountDetails(tx, accountId, id, number, { institution: change.institution });
    }
  });
  return getMoneyAccount(db, accountId, id);
}
