import type { BankRuleInput, StatementLine } from '@daftari/contracts';

/** A rule drafted from a line: its money account and direction, its details as the condition. */
export function ruleFromLine(line: StatementLine): Partial<BankRuleInput> {
  const details = line.description.slice(0, 60);
  const moneyOut = line.amount < 0;
  return {
    name: details,
    ledger_account_id: line.ledger_account_id,
    direction: moneyOut ? 'out' : 'in',
    conditions: [{ field: 'description', op: 'contains', value: details }],
    action: { kind: moneyOut ? 'expense' : 'income', ledger_account_id: null, vat: 'Standard' },
  };
}
