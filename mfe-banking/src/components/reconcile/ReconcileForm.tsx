import type { MoneyAccount } from '@daftari/contracts';
import { centsToDecimal, exactCents, toIsoDate } from '@daftari/format';
import { Button, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { typedAmount } from '../../lib/amounts.ts';

const form = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: '12rem 14rem auto' },
  alignItems: 'end',
});
const errorStyle = css({ fontSize: 'sm', color: 'danger.fg', gridColumn: '1 / -1' });

/** The statement to reconcile with: its date and closing balance (the last import's, until changed). */
export function ReconcileForm({
  account,
  pending,
  error,
  onStart,
}: {
  account: MoneyAccount;
  pending: boolean;
  error: string | null;
  onStart: (input: { statement_date: string; statement_balance: number }) => void;
}) {
  const [date, setDate] = useState(account.statement_date ?? toIsoDate(new Date()));
  const [balance, setBalance] = useState(
    account.statement_balance === null ? '' : centsToDecimal(exactCents(account.statement_balance)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        const amount = typedAmount(balance);
        if (!date) return setProblem('Enter the statement date');
        if (amount === null) return setProblem('Enter the statement balance, e.g. 12,500.00');
        setProblem(null);
        onStart({ statement_date: date, statement_balance: amount });
      }}
    >
      <Field label="Statement date" required>
        <Input type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
      </Field>
      <Field label="Statement balance" required>
        <Input
          inputMode="decimal"
          value={balance}
          placeholder="0.00"
          onChange={(event) => setBalance(event.currentTarget.value)}
        />
      </Field>
      <Button type="submit" loading={pending}>
        Compare with the books
      </Button>
      {problem || error ? (
        <p role="alert" className={errorStyle}>
          {problem ?? error}
        </p>
      ) : null}
    </form>
  );
}
