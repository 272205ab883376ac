import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import { type ChartAccount, ledgerAccountCreateRequestSchema } from '@daftari/contracts';
import { Button, Dialog, Field, Input, Select, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateLedgerAccount, useUpdateLedgerAccount } from '../../api/ledger-accounts.ts';
import { accountTypeGroups } from '../../lib/account-types.ts';

const accountFormSchema = ledgerAccountCreateRequestSchema.shape.ledger_account;
type AccountForm = z.input<typeof accountFormSchema>;
const FIELDS = ['number', 'name', 'account_type'] as const;

const typeItems = accountTypeGroups.map(({ type, label }) => ({ value: type, label }));
const fields = css({ display: 'grid', gap: '4' });

interface AccountFormDialogProps {
  /** The account changed; none: a new one is added. */
  account?: ChartAccount;
  onClose: () => void;
}

/** Add an account (number, name, type), or rename / renumber one (a system account keeps its number). */
export function AccountFormDialog({ account, onClose }: AccountFormDialogProps) {
  const create = useCreateLedgerAccount();
  const update = useUpdateLedgerAccount();
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      number: account?.number ?? '',
      name: account?.name ?? '',
      account_type: account?.account_type ?? 'expense',
    },
  });
  const { errors } = form.formState;

  const failure = account ? 'Could not change the account' : 'Could not add the account';
  const submit = form.handleSubmit(async (values) => {
    try {
      if (account) {
        const change = account.system ? { name: values.name } : { name: values.name, number: values.number };
        await update.mutateAsync({ id: account.id, change });
      } else {
        await create.mutateAsync({ ledger_account: values });
      }
      onClose();
    } catch (error) {
      const rest = applyServerErrors(error, FIELDS, form.setError);
      const allOnFields = error instanceof ApiError && error.details !== undefined && rest.length === 0;
      if (!allOnFields) toastError(failure, rest.join(' ') || errorMessage(error, failure));
    }
  });

  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={account ? `Change ${account.name}` : 'Add account'}
      description={
        account?.system ? 'A system account keeps its number; its name is yours to choose.' : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="account-form" loading={pending}>
            {account ? 'Save' : 'Add account'}
          </Button>
        </>
      }
    >
      <form id="account-form" className={fields} onSubmit={submit} noValidate>
        <Field label="Number" required errorText={errors.number?.message} disabled={account?.system}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 6150"
            {...form.register('number')}
          />
        </Field>
        <Field label="Name" required errorText={errors.name?.message}>
          <Input autoComplete="off" placeholder="e.g. Internet" {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="account_type"
          render={({ field, fieldState }) => (
            <Field label="Type" errorText={fieldState.error?.message} disabled={Boolean(account)}>
              <Select
                items={typeItems}
                value={field.value}
                onValueChange={field.onChange}
                disabled={Boolean(account)}
                aria-label="Type"
              />
            </Field>
          )}
        />
      </form>
    </Dialog>
  );
}
