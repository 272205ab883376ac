import { errorMessage, ledgerAccountsQuery } from '@daftari/api-client';
import type { StatementLine } from '@daftari/contracts';
import { formatDate } from '@daftari/format';
import { Button, Dialog, Field, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateFromLine } from '../../api/lines.ts';

const fields = css({ display: 'grid', gap: '4' });
const errorStyle = css({ fontSize: 'sm', color: 'danger.fg' });
const VAT_ITEMS = [
  { value: 'Standard', label: 'Standard (16%)' },
  { value: 'Zero', label: 'Zero-rated' },
  { value: 'Exempt', label: 'Exempt' },
];

/** Books a line the books do not hold yet: money out as an expense, money in as income, with its VAT. */
export function BookDialog(props: {
  line: StatementLine;
  pending: boolean;
  error: string | null;
  onBook: (input: CreateFromLine) => void;
  onClose: () => void;
}) {
  const { line } = props;
  const kind = line.amount < 0 ? 'expense' : 'income';
  const chart = useQuery(ledgerAccountsQuery());
  const accounts = (chart.data ?? []).filter((account) => account.account_type === kind && !account.archived);
  const [accountId, setAccountId] = useState<string>('');
  const [vat, setVat] = useState<CreateFromLine['vat']>('Standard');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={kind === 'expense' ? 'Book as an expense' : 'Book as income'}
      description={`${line.description} · ${formatDate(line.date)}`}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            disabled={!accountId}
            loading={props.pending}
            onClick={() => props.onBook({ kind, ledger_account_id: Number(accountId), vat })}
          >
            Book it
          </Button>
        </>
      }
    >
      <div className={fields}>
        <Field label={kind === 'expense' ? 'Expense account' : 'Income account'} required>
          <Select
            aria-label="Account"
            items={accounts.map((account) => ({
              value: String(account.id),
              label: `${account.number} ${account.name}`,
            }))}
            value={accountId}
            onValueChange={setAccountId}
            placeholder={
              chart.isError ? errorMessage(chart.error, 'Failed to load accounts') : 'Choose an account'
            }
          />
        </Field>
        <Field label="VAT">
          <Select
            aria-label="VAT"
            items={VAT_ITEMS}
            value={vat}
            onValueChange={(value) => setVat(value as CreateFromLine['vat'])}
          />
        </Field>
        {props.error ? (
          <p role="alert" className={errorStyle}>
            {props.error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
