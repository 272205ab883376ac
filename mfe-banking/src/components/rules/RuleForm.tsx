import { errorMessage, ledgerAccountsQuery } from '@daftari/api-client';
import {
  BANK_RULE_ACTION_KINDS,
  BANK_RULE_FIELDS,
  BANK_RULE_OPS,
  type BankRuleInput,
  bankRuleCreateRequestSchema,
  type MoneyAccount,
} from '@daftari/contracts';
import { Button, Dialog, Field, Input, Select, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateRule } from '../../api/rules.ts';
import { ACTION_LABELS, DIRECTION_LABELS, FIELD_LABELS, OP_LABELS } from '../../lib/rule-labels.ts';
import { AccountPicker } from '../AccountPicker.tsx';

const fields = css({ display: 'grid', gap: '4' });
const condition = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr 1fr auto', md: '9rem 9rem minmax(0, 1fr) auto' },
  alignItems: 'center',
  '& > input': { gridColumn: { base: '1 / 3', md: 'auto' } },
});
const errorStyle = css({ fontSize: 'sm', color: 'danger.fg' });
const itemsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type RuleCondition = BankRuleInput['conditions'][number];
const DIRECTIONS: BankRuleInput['direction'][] = ['in', 'out', 'any'];

const blankCondition = (): RuleCondition => ({ field: 'description', op: 'contains', value: '' });

/** A new rule: its conditions on a line, and what it does to the lines that fit them. */
export function RuleForm({
  accounts,
  initial,
  onClose,
}: {
  accounts: MoneyAccount[];
  /** Made from a line: its account, direction and details filled in. */
  initial?: Partial<BankRuleInput>;
  onClose: () => void;
}) {
  const create = useCreateRule();
  const chart = useQuery(ledgerAccountsQuery());
  const [rule, setRule] = useState<BankRuleInput>({
    name: '',
    ledger_account_id: null,
    direction: 'out',
    conditions: [blankCondition()],
    match: 'all',
    action: { kind: 'expense', ledger_account_id: null, vat: 'Standard' },
    ...initial,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const booksTo = rule.action.kind === 'expense' || rule.action.kind === 'income';
  const bookAccounts = (chart.data ?? []).filter(
    (account) => account.account_type === rule.action.kind && !account.archived,
  );
  const setCondition = (index: number, next: Partial<RuleCondition>) =>
    setRule((current) => ({
      ...current,
      conditions: current.conditions.map((c, i) => (i === index ? { ...c, ...next } : c)),
    }));

  const submit = () => {
    const parsed = bankRuleCreateRequestSchema.shape.bank_rule.safeParse(rule);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the rule');
    if (booksTo && !rule.action.ledger_account_id) return setProblem('Choose the account it books to');
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setProblem(errorMessage(error, 'Could not add the rule')),
    });
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="New rule"
      description="Rules run in order on every import; the first that fits an unmatched line acts on it."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Add rule
          </Button>
        </>
      }
    >
      <div className={fields}>
        <Field label="Name" required>
          <Input
            value={rule.name}
            placeholder="e.g. KPLC prepaid to Utilities"
            onChange={(event) => setRule({ ...rule, name: event.currentTarget.value })}
          />
        </Field>
        <Field label="Lines of">
          <AccountPicker
            accounts={accounts}
            value={rule.ledger_account_id}
            onChange={(ledger_account_id) => setRule({ ...rule, ledger_account_id })}
            allLabel="Every money account"
            label="Lines of"
          />
        </Field>
        <Field label="Direction">
          <Select
            aria-label="Direction"
            items={itemsOf(DIRECTIONS, DIRECTION_LABELS)}
            value={rule.direction}
            onValueChange={(direction) =>
              setRule({ ...rule, direction: direction as BankRuleInput['direction'] })
            }
          />
        </Field>
        <Field label="When">
          <Select
            aria-label="When"
            items={[
              { value: 'all', label: 'every condition fits' },
              { value: 'any', label: 'any condition fits' },
            ]}
            value={rule.match}
            onValueChange={(match) => setRule({ ...rule, match: match as BankRuleInput['match'] })}
          />
        </Field>
        {rule.conditions.map((c, index) => (
          <div key={index} className={condition}>
            <Select
              aria-label={`Condition ${index + 1} field`}
              items={itemsOf(BANK_RULE_FIELDS, FIELD_LABELS)}
              value={c.field}
              onValueChange={(field) => setCondition(index, { field: field as RuleCondition['field'] })}
            />
            <Select
              aria-label={`Condition ${index + 1} test`}
              items={itemsOf(BANK_RULE_OPS, OP_LABELS)}
              value={c.op}
              onValueChange={(op) => setCondition(index, { op: op as RuleCondition['op'] })}
            />
            <Input
              aria-label={`Condition ${index + 1} value`}
              value={c.value}
              placeholder="KPLC PREPAID"
              onChange={(event) => setCondition(index, { value: event.currentTarget.value })}
            />
            <Button
              variant="ghost"
              aria-label={`Remove condition ${index + 1}`}
              disabled={rule.conditions.length === 1}
              onClick={() => setRule({ ...rule, conditions: rule.conditions.filter((_, i) => i !== index) })}
            >
              <TrashIcon />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRule({ ...rule, conditions: [...rule.conditions, blankCondition()] })}
        >
          Add condition
        </Button>
        <Field label="Then">
          <Select
            aria-label="Then"
            items={itemsOf(BANK_RULE_ACTION_KINDS, ACTION_LABELS)}
            value={rule.action.kind}
            onValueChange={(kind) =>
              setRule({
                ...rule,
                action: {
                  ...rule.action,
                  kind: kind as BankRuleInput['action']['kind'],
                  ledger_account_id: null,
                },
              })
            }
          />
        </Field>
        {booksTo ? (
          <Field label="Book to" required>
            <Select
              aria-label="Book to"
              items={bookAccounts.map((account) => ({
                value: String(account.id),
                label: `${account.number} ${account.name}`,
              }))}
              value={rule.action.ledger_account_id ? String(rule.action.ledger_account_id) : ''}
              onValueChange={(id) =>
                setRule({ ...rule, action: { ...rule.action, ledger_account_id: Number(id) } })
              }
              placeholder="Choose an account"
            />
          </Field>
        ) : null}
        {problem ? (
          <p role="alert" className={errorStyle}>
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
