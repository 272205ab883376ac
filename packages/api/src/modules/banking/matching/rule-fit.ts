import type { BankRule } from '@daftari/contracts';
import { toCents } from '@daftari/format';

/** What a rule reads of a line. */
export interface RuleLine {
  description: string;
  counterparty: string | null;
  reference: string | null;
  accountRef: string | null;
  /** Signed cents: money in positive, out negative. */
  amountCents: bigint;
}

export type RuleTerms = Pick<BankRule, 'direction' | 'conditions' | 'match'>;
type Condition = BankRule['conditions'][number];

/** Text compared whatever its case and spacing. */
const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const TEXT_FIELDS = {
  description: 'description',
  counterparty: 'counterparty',
  reference: 'reference',
  account_ref: 'accountRef',
} as const;

/**
 * One condition on one line. Text ops ignore case and runs of spaces; an amount condition compares the
 * line's size (money in or out alike: the rule's direction says which): `equals`, `gt` or `lt` the value.
 */
export function conditionFits(condition: Condition, line: RuleLine): boolean {
  if (condition.field === 'amount') {
    const size = line.amountCents < 0n ? -line.amountCents : line.amountCents;
    const value = toCents(condition.value.replace(/,/g, ''));
    const bound = value < 0n ? -value : value;
    if (condition.op === 'gt') return size > bound;
    if (condition.op === 'lt') return size < bound;
    return size === bound;
  }
  const text = line[TEXT_FIELDS[condition.field]];
  if (text === null) return false;
  const [have, want] = [normal(text), normal(condition.value)];
  if (condition.op === 'equals') return have === want;
  if (condition.op === 'starts_with') return have.startsWith(want);
  if (condition.op === 'contains') return have.includes(want);
  return false;
}

/** Whether a rule fits a line: its direction, and all (or any) of its conditions. */
export function ruleFits(rule: RuleTerms, line: RuleLine): boolean {
  if (rule.direction === 'in' && line.amountCents <= 0n) return false;
  if (rule.direction === 'out' && line.amountCents >= 0n) return false;
  const fits = (condition: Condition) => conditionFits(condition, line);
  return rule.match === 'any' ? rule.conditions.some(fits) : rule.conditions.every(fits);
}

/** The first rule (in the order given: position order) that fits the line, if any. */
export function firstFit<R extends RuleTerms>(rules: readonly R[], line: RuleLine): R | undefined {
  return rules.find((rule) => ruleFits(rule, line));
}
