import type { BankRule, BankRuleChange, BankRuleInput } from '@daftari/contracts';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankRules, ledgerAccounts } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { assertContact } from '../../contacts/index.ts';
import { listMoneyAccounts } from '../money-accounts.ts';

type RuleRow = typeof bankRules.$inferSelect;

export const bankRuleNotFound = () => new HttpError(404, 'Rule not found');

export function toBankRule(row: RuleRow): BankRule {
  return {
    id: row.id,
    name: row.name,
    ledger_account_id: row.ledgerAccountId,
    direction: row.direction as BankRule['direction'],
    conditions: row.conditions as BankRule['conditions'],
    match: row.match as BankRule['match'],
    action: row.action as BankRule['action'],
    position: row.position,
    hits: row.hits,
  };
}

const isMoneyAccount = async (db: Executor, accountId: number, id: number) =>
  (await listMoneyAccounts(db, accountId, id)).length > 0;

/** 422 unless the rule's money account, its action's account and contact are the business's and fit. */
async function checkRule(db: Executor, accountId: number, rule: Omit<BankRuleInput, 'position'>) {
  if (rule.ledger_account_id !== null && !(await isMoneyAccount(db, accountId, rule.ledger_account_id)))
    throw invalidField('ledger_account_id', 'Choose a money account of this business');
  const { action } = rule;
  if (action.kind === 'exclude') return;
  const target = action.ledger_account_id!;
  const field = 'action.ledger_account_id';
  if (action.kind === 'transfer') {
    if (!(await isMoneyAccount(db, accountId, target)) || target === rule.ledger_account_id)
      throw invalidField(field, 'A transfer goes to another money account of this business');
  } else {
    const [found] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.id, target),
          eq(ledgerAccounts.accountId, accountId),
          eq(ledgerAccounts.accountType, action.kind),
          eq(ledgerAccounts.archived, false),
        ),
      );
    if (!found) throw invalidField(field, `Choose an ${action.kind} account of this business`);
  }
  if (action.contact_id != null) {
    await assertContact(db, accountId, action.contact_id).catch(() => {
      throw invalidField('action.contact_id', 'Contact not found');
    });
  }
}

/** GET /bank_rules: the business's rules in the order they run. */
export async function listBankRules(db: Executor, accountId: number): Promise<BankRule[]> {
  const rows = await db
    .select()
    .from(bankRules)
    .where(eq(bankRules.accountId, accountId))
    .orderBy(asc(bankRules.position), asc(bankRules.id));
  return rows.map(toBankRule);
}

export async function getBankRule(db: Executor, accountId: number, id: number): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.id, id), eq(bankRules.accountId, accountId)));
  if (!row) throw bankRuleNotFound();
  return row;
}

/** POST /bank_rules: a rule, last in the order unless a position is given. */
export async function createBankRule(db: Db, accountId: number, input: BankRuleInput): Promise<BankRule> {
  await checkRule(db, accountId, input);
  const [last] = await db
    .select({ position: max(bankRules.position) })
    .from(bankRules)
    .where(eq(bankRules.accountId, accountId));
  const [row] = await db
    .insert(bankRules)
    .values({
      accountId,
      name: input.name,
      ledgerAccountId: input.ledger_account_id,
      direction: input.direction,
      conditions: input.conditions,
      match: input.match,
      action: input.action,
      position: input.position ?? (last?.position == null ? 0 : Number(last.position) + 1),
    })
    .returning();
  return toBankRule(row!);
}

/** PUT /bank_rules/{id}: the fields given changed, the rest kept; the whole rule checked again. */
export async function updateBankRule(
  db: Db,
  accountId: number,
  id: number,
  change: BankRuleChange,
): Promise<BankRule> {
  const current = toBankRule(await getBankRule(db, accountId, id));
  const next = {
    name: change.name ?? current.name,
    ledger_account_id:
      change.ledger_account_id === undefined ? current.ledger_account_id : change.ledger_account_id,
    direction: change.direction ?? current.direction,
    conditions: change.conditions ?? current.conditions,
    match: change.match ?? current.match,
    action: change.action ?? current.action,
    position: change.position ?? current.position,
  };
  await checkRule(db, accountId, next);
  const [row] = await db
    .update(bankRules)
    .set({
      name: next.name,
      ledgerAccountId: next.ledger_account_id,
      direction: next.direction,
      conditions: next.conditions,
      match: next.match,
      action: next.action,
      position: next.position,
    })
    .where(and(eq(bankRules.id, id), eq(bankRules.accountId, accountId)))
    .returning();
  if (!row) throw bankRuleNotFound();
  return toBankRule(row);
}

/** DELETE /bank_rules/{id}. */
export async function deleteBankRule(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(bankRules)
    .where(and(eq(bankRules.id, id), eq(bankRules.accountId, accountId)))
    .returning({ id: bankRules.id });
  if (deleted.length === 0) throw bankRuleNotFound();
}
