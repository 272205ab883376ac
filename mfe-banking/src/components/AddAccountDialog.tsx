import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import { bankAccountCreateRequestSchema, MONEY_ACCOUNT_KINDS } from '@daftari/contracts';
import { Button, Dialog, Field, Input, Select, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { type MoneyAccountInput, useCreateMoneyAccount } from '../api/accounts.ts';
import { KIND_LABELS } from './AccountCard.tsx';

const formSchema = bankAccountCreateRequestSchema.shape.bank_account;
const FIELDS = ['name', 'kind', 'institution', 'number'] as const;
const kindItems = MONEY_ACCOUNT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const fields = css({ display: 'grid', gap: '4' });

/** Add a money account: a second bank, a till; its chart number is the next free one unless given. */
export function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateMoneyAccount();
  const form = useForm<MoneyAccountInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', kind: 'bank', institution: '', number: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const account = await create.mutateAsync(values);
      toast.success(`${account.name} added as ${account.number}`);
      onClose();
    } catch (error) {
      const rest = applyServerErrors(error, FIELDS, form.setError);
      const allOnFields = error instanceof ApiError && error.details !== undefined && rest.length === 0;
      if (!allOnFields) toastError('Could not add the account', rest.join(' ') || errorMessage(error, ''));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add money account"
      description="A bank account, an M-Pesa till or paybill, a card or a cash box."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="money-account-form" loading={create.isPending}>
            Add account
          </Button>
        </>
      }
    >
      <form id="money-account-form" className={fields} onSubmit={submit} noValidate>
        <Field label="Name" required errorText={errors.name?.message}>
          <Input autoComplete="off" placeholder="e.g. Equity current account" {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <Field label="Kind" errorText={fieldState.error?.message}>
              <Select
                items={kindItems}
                value={field.value}
                onValueChange={field.onChange}
                aria-label="Kind"
              />
            </Field>
          )}
        />
        <Field label="Institution" errorText={errors.institution?.message}>
          <Input autoComplete="off" placeholder="e.g. Equity Bank" {...form.register('institution')} />
        </Field>
        <Field
          label="Number in the chart"
          helperText="Leave empty for the next free number"
          errorText={errors.number?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 1110"
            {...form.register('number')}
          />
        </Field>
      </form>
    </Dialog>
  );
}
