import { applyServerErrors, messageOf } from '@daftari/api-client';
import { type Account, accountUpdateFieldsSchema } from '@daftari/contracts';
import { Button, Field, Input, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useForm } from 'react-hook-form';
import { useUpdateAccount } from '../../api/settings.ts';

const row = css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexWrap: 'wrap' });
const field = css({ flex: '1', minW: '44', maxW: 'xs' });
// Lines the button up with the input, under the field's label.
const action = css({ mt: '6' });

const paybillRule = accountUpdateFieldsSchema.shape.mpesa_paybill;

/** The contract's message for the number as typed (blank: no paybill), or true when it is one. */
const checkPaybill = (value: string) => {
  const checked = paybillRule.safeParse(value);
  return checked.success || (checked.error.issues[0]?.message ?? 'Enter the paybill number');
};

/** The business's paybill number, which invoices print for customers (blank: none). */
export function PaybillNumberForm({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const editable = useMayCall()('PUT /api/account');
  const form = useForm<{ mpesa_paybill: string }>({
    values: { mpesa_paybill: account.mpesa_paybill ?? '' },
  });

  const save = form.handleSubmit((values) =>
    update.mutate(
      { account: values },
      {
        onSuccess: () => toast.success('Paybill number saved'),
        onError: (error) => {
          const rest = applyServerErrors(error, ['mpesa_paybill'], form.setError);
          if (rest.length > 0 || !form.formState.errors.mpesa_paybill) {
            toastError('Failed to save the paybill number', messageOf(error, ''));
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate aria-label="Paybill number" className={row}>
      <Field
        label="Paybill number"
        className={field}
        helperText="Printed on your invoices"
        errorText={form.formState.errors.mpesa_paybill?.message}
      >
        <Input
          disabled={!editable}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 522533"
          {...form.register('mpesa_paybill', { validate: checkPaybill })}
        />
      </Field>
      {editable ? (
        <Button
          type="submit"
          variant="outline"
          className={action}
          loading={update.isPending}
          loadingText="Saving..."
        >
          Save paybill
        </Button>
      ) : null}
    </form>
  );
}
