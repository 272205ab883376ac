import { errorMessage, isNotFound } from '@daftari/api-client';
import type { BankRule } from '@daftari/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LoadError,
  PageHeader,
  PlusIcon,
  Skeleton,
  TrashIcon,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useMoneyAccounts } from '../api/accounts.ts';
import { useDeleteRule, useRules } from '../api/rules.ts';
import { BankingNav } from '../components/BankingNav.tsx';
import { RuleForm } from '../components/rules/RuleForm.tsx';
import { ACTION_LABELS, conditionsText, DIRECTION_LABELS } from '../lib/rule-labels.ts';

const list = css({
  listStyle: 'none',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.surface',
  '& > li': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: '3',
    alignItems: 'center',
    p: '4',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
  },
  '& > li:last-child': { borderBottomWidth: '0' },
});
const position = css({ color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });
const name = css({ fontWeight: 'medium' });
const meta = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

/** The owner's rules, in the order they run; add one, delete one. */
export function RulesPage() {
  const rules = useRules();
  const accounts = useMoneyAccounts();
  const remove = useDeleteRule();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankRule | null>(null);
  const accountName = (id: number | null) =>
    id === null
      ? 'every account'
      : (accounts.data?.find((a) => a.ledger_account_id === id)?.name ?? 'one account');

  let body: React.ReactNode;
  if (rules.isError && !rules.data) {
    body = (
      <LoadError
        message={
          isNotFound(rules.error)
            ? 'Rules are not available on this server yet.'
            : errorMessage(rules.error, 'Failed to load rules')
        }
        onRetry={() => void rules.refetch()}
      />
    );
  } else if (!rules.data) {
    body = <Skeleton height={128} />;
  } else if (rules.data.length === 0) {
    body = (
      <EmptyState
        title="No rules yet"
        description="A rule books the lines you see every month the same way, e.g. always book 'KPLC PREPAID' to Utilities."
      >
        <Allowed route="POST /api/bank_rules">
          <Button onClick={() => setAdding(true)}>
            <PlusIcon /> New rule
          </Button>
        </Allowed>
      </EmptyState>
    );
  } else {
    body = (
      <ul className={list} aria-label="Rules">
        {[...rules.data]
          .sort((a, b) => a.position - b.position)
          .map((rule, index) => (
            <li key={rule.id} aria-label={rule.name}>
              {/* The order rules run in, counted from 1 (positions start at 0). */}
              <span className={position}>{index + 1}</span>
              <div>
                <div className={name}>{rule.name}</div>
                <div className={meta}>
                  {DIRECTION_LABELS[rule.direction]} on {accountName(rule.ledger_account_id)}:{' '}
                  {conditionsText(rule)}
                </div>
                <div className={meta}>
                  {ACTION_LABELS[rule.action.kind]} · {rule.hits} {rule.hits === 1 ? 'line' : 'lines'} so far
                </div>
              </div>
              <Allowed route="DELETE /api/bank_rules/:id">
                <Button variant="ghost" aria-label={`Delete ${rule.name}`} onClick={() => setDeleting(rule)}>
                  <TrashIcon />
                </Button>
              </Allowed>
            </li>
          ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Rules"
        description="What Daftari does with the lines no document explains, on every import."
        actions={
          <Allowed route="POST /api/bank_rules">
            <Button onClick={() => setAdding(true)} disabled={rules.isError}>
              <PlusIcon /> New rule
            </Button>
          </Allowed>
        }
      />
      <BankingNav />
      {body}
      {adding ? <RuleForm accounts={accounts.data ?? []} onClose={() => setAdding(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={`Delete ${deleting.name}?`}
          description="Lines it already booked stay as they are."
          confirmLabel="Delete rule"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(`${deleting.name} deleted`),
              onError: (error) => toastError('Could not delete the rule', errorMessage(error, '')),
              onSettled: () => setDeleting(null),
            })
          }
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        />
      ) : null}
    </>
  );
}
