import type { BankRule } from '@daftari/contracts';

type RuleCondition = BankRule['conditions'][number];

export const FIELD_LABELS: Record<RuleCondition['field'], string> = {
  description: 'Details',
  counterparty: 'Name',
  reference: 'Reference',
  account_ref: 'A/C No.',
  amount: 'Amount',
};

export const OP_LABELS: Record<RuleCondition['op'], string> = {
  contains: 'contains',
  equals: 'is',
  starts_with: 'starts with',
  gt: 'is more than',
  lt: 'is less than',
};

export const ACTION_LABELS: Record<BankRule['action']['kind'], string> = {
  expense: 'Book as expense',
  income: 'Book as income',
  transfer: 'Transfer',
  exclude: 'Exclude',
};

export const DIRECTION_LABELS: Record<BankRule['direction'], string> = {
  in: 'Money in',
  out: 'Money out',
  any: 'In or out',
};

/** A rule's conditions in words: `Details contains "KPLC" and Amount is more than 100`. */
export const conditionsText = (rule: Pick<BankRule, 'conditions' | 'match'>) =>
  rule.conditions
    .map((condition) => `${FIELD_LABELS[condition.field]} ${OP_LABELS[condition.op]} "${condition.value}"`)
    .join(rule.match === 'all' ? ' and ' : ' or ');
