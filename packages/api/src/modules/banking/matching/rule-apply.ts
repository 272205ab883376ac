import type { BankRule } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines, bankRules } from '../../../db/schema.ts';
import { type Tx, writeTransaction } from '../../../db/transaction.ts';
import { HttpError } from '../../../http/errors.ts';
import { lockDateOf } from '../../ledger/index.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { type Booking, bookLine } from './book.ts';
import type { LineRow } from './mark.ts';
import { firstFit, type RuleLine, ruleFits } from './rule-fit.ts';
import { getBankRule, toBankRule } from './rule-store.ts';

/** A rule ready to act: its terms, and what it books (null: the line is excluded). */
interface ActiveRule extends BankRule {
  booking: Booking | null;
}

const ruleLine = (line: LineRow): RuleLine => ({
  description: line.description,
  counterparty: line.counterparty,
  reference: line.reference,
  accountRef: line.accountRef,
  amountCents: toCents(line.amount),
});

/**
 * The rules made ready to act: the money accounts their transfers go to locked now, in id order, before any
 * posting of the write (a rule whose account is gone is left out).
 */
async function activate(tx: Tx, accountId: number, rules: BankRule[]): Promise<ActiveRule[]> {
  const targets = [
    ...new Set(
      rules.flatMap((rule) => (rule.action.kind === 'transfer' ? [rule.action.ledger_account_id!] : [])),
    ),
  ].sort((a, b) => a - b);
  const gone = new Set<number>();
  for (const target of targets) {
    await lockMoneyAccount(tx, accountId, target).catch(() => gone.add(target));
  }
  return rules.flatMap((rule): ActiveRule[] => {
    const { kind, ledger_account_id, contact_id, vat } = rule.action;
    if (kind === 'exclude') return [{ ...rule, booking: null }];
    if (gone.has(ledger_account_id!)) return [];
    const booking: Booking = { kind, ledgerAccountId: ledger_account_id!, contactId: contact_id, vat };
    return [{ ...rule, booking }];
  });
}

/**
 * The rules of the money account (its own and those for all accounts), in position order, ready to act.
 * Called at the start of an import's matching, before anything posts.
 */
export async function rulesFor(tx: Tx, accountId: number, ledgerAccountId: number): Promise<ActiveRule[]> {
  const rows = await tx
    .select()
    .from(bankRules)
    .where(
      and(
        eq(bankRules.accountId, accountId),
        or(isNull(bankRules.ledgerAccountId), eq(bankRules.ledgerAccountId, ledgerAccountId)),
      ),
    )
    .orderBy(asc(bankRules.position), asc(bankRules.id));
  return activate(tx, accountId, rows.map(toBankRule));
}

/** A line and the rule that acts on it. */
export type RulePlan = { line: LineRow; rule: ActiveRule };

/**
 * Each line's first fitting rule: lines on a locked day, and transfers to the line's own account, are left.
 * Nothing is written here.
 */
export function planRules(
  rules: ActiveRule[],
  lines: LineRow[],
  lockDate: string | null,
): { plans: RulePlan[]; left: LineRow[] } {
  const plans: RulePlan[] = [];
  const left: LineRow[] = [];
  for (const line of lines) {
    const fitting = rules.filter((rule) => rule.booking?.ledgerAccountId !== line.ledgerAccountId);
    const rule = rules.length === 0 ? undefined : firstFit(fitting, ruleLine(line));
    if (rule && (!lockDate || line.date > lockDate)) plans.push({ line, rule });
    else left.push(line);
  }
  return { plans, left };
}

/** Each planned rule acts: the line booked by it (posting on the line's date) or excluded; `hits` counted. */
export async function actOnRules(tx: Tx, accountId: number, plans: RulePlan[]): Promise<void> {
  const hits = new Map<number, number>();
  for (const { line, rule } of plans) {
    if (rule.booking) await bookLine(tx, accountId, line, rule.booking, { auto: true });
    else {
      await tx
        .update(bankLines)
        .set({ status: 'excluded', suggestions: null })
        .where(eq(bankLines.id, line.id));
    }
    hits.set(rule.id, (hits.get(rule.id) ?? 0) + 1);
  }
  for (const [id, count] of hits) {
    await tx
      .update(bankRules)
      .set({ hits: sql`${bankRules.hits} + ${count}` })
      .where(eq(bankRules.id, id));
  }
}

/**
 * POST /bank_rules/{id}/apply: the rule run now over the lines not yet matched nor excluded (on its money
 * account, or all): the money accounts of the lines it fits locked first, in id order. Answers how many it took.
 */
export async function applyRuleNow(db: Db, accountId: number, id: number): Promise<{ matched: number }> {
  return writeTransaction(db, 'The amounts are too large', async (tx) => {
    const rule = toBankRule(await getBankRule(tx, accountId, id));
    const open = async () =>
      (
        await tx
          .select()
          .from(bankLines)
          .where(
            and(
              eq(bankLines.accountId, accountId),
              inArray(bankLines.status, ['unmatched', 'suggested']),
              isNull(bankLines.reconciledAt),
              rule.ledger_account_id === null
                ? undefined
                : eq(bankLines.ledgerAccountId, rule.ledger_account_id),
            ),
          )
          .orderBy(asc(bankLines.date), asc(bankLines.id))
      ).filter((line) => ruleFits(rule, ruleLine(line)));
    const fits = await open();
    if (fits.length === 0) return { matched: 0 };
    const accounts = [...new Set(fits.map((line) => line.ledgerAccountId))].sort((a, b) => a - b);
    for (const account of accounts) await lockMoneyAccount(tx, accountId, account);
    const active = await activate(tx, accountId, [rule]);
    if (active.length === 0) throw new HttpError(422, 'The account this rule books to is no longer there');
    // Read again under the locks: a line matched meanwhile is not touched.
    const lines = await open();
    const { plans } = planRules(active, lines, await lockDateOf(tx, accountId));
    await actOnRules(tx, accountId, plans);
    return { matched: plans.length };
  });
}
