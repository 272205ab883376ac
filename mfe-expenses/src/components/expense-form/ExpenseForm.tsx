import { currentUserQuery } from '@daftari/api-client';
import {
  areaPath,
  DEFAULT_CURRENCY,
  type Expense,
  type ExpenseFormFields,
  expenseFormFieldsSchema,
  type MpesaMessageSuggestion,
} from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { BackLink, Card, PageHeader } from '@daftari/ui';
import { useLedgerAccounts } from '@daftari/ui/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useExpenseDefaults, useMoneyAccounts } from '../../api/expenses.ts';
import {
  EMPTY_EXPENSE,
  type ExpenseFormValues,
  valuesFromExpense,
  valuesFromExtraction,
  withMpesaMessage,
} from '../../lib/expense-form.ts';
import { overdraftWarning } from '../../lib/overdraft.ts';
import { InBooksNote } from '../InBooksAmount.tsx';
import { type EntryMode, ModeToggle } from '../ModeToggle.tsx';
import { OverdraftConfirm } from '../OverdraftConfirm.tsx';
import { AttachmentCard } from './AttachmentCard.tsx';
import { ExpenseDetailsCard } from './ExpenseDetailsCard.tsx';
import { FormActions, type SaveIntent } from './FormActions.tsx';
import { MpesaMessageField } from './MpesaMessageField.tsx';
import { RecurrenceCard } from './RecurrenceCard.tsx';
import { layout } from './styles.ts';
import { useAttachmentFile } from './useAttachmentFile.ts';
import { useReceiptExtraction } from './useReceiptExtraction.ts';
import { useSaveExpense } from './useSaveExpense.ts';

// `raw`: the form submits its text values as they are (the multipart carries text; the API parses it with
// the same schema), while validation and the messages are the contract's.
const contractResolver = zodResolver(expenseFormFieldsSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ExpenseFormValues>;
// No currency chosen is the books' own, and no rate the table's: both left out of the multipart.
const resolver: Resolver<ExpenseFormValues> = (values, context, options) =>
  contractResolver(
    {
      ...values,
      currency: values.currency || (undefined as never),
      exchange_rate: values.exchange_rate || (undefined as never),
    },
    context,
    options,
  );

/** A new expense, or `expense` to edit: filled from a receipt or by hand. */
export function ExpenseForm({ expense }: { expense?: Expense }) {
  const isEdit = expense !== undefined;
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery);
  const accounts = useLedgerAccounts();
  const moneyAccounts = useMoneyAccounts();
  const defaults = useExpenseDefaults(!isEdit);
  const books = user.data?.account.currency ?? DEFAULT_CURRENCY;
  const form = useForm<ExpenseFormValues>({
    resolver,
    defaultValues: expense ? valuesFromExpense(expense) : EMPTY_EXPENSE,
  });
  const currency = useWatch({ control: form.control, name: 'currency' }) || books;
  const [mode, setMode] = useState<EntryMode>('ai');
  // Editing an expense that already has its details: nothing to wait for, they show at once.
  const extraction = useReceiptExtraction(form, accounts.data, isEdit ? 'done' : 'idle');
  const attachment = useAttachmentFile();
  const saving = useSaveExpense(expense, form.setError);
  const [intent, setIntent] = useState<SaveIntent>('finish');
  // The last M-Pesa message read into this new expense: saving adds its transaction cost.
  const [mpesa, setMpesa] = useState<MpesaMessageSuggestion | null>(null);
  // A save held until the owner confirms that it takes a money account below zero.
  const [held, setHeld] = useState<{ warning: string; save: () => void } | null>(null);

  // A new expense is paid from the account the business last used, unless the owner chose one already.
  const lastPaidFrom = defaults.data?.paid_from_account_id;
  useEffect(() => {
    if (lastPaidFrom !== undefined && form.getValues('paid_from_account_id') === '') {
      form.setValue('paid_from_account_id', String(lastPaidFrom));
    }
  }, [lastPaidFrom]);

  /** A message or a screenshot of one read as an M-Pesa payment: paid from M-Pesa. */
  const paidByMpesa = (suggestion: MpesaMessageSuggestion) => {
    setMpesa(suggestion);
    if (suggestion.paid_from_account) {
      form.setValue('paid_from_account_id', String(suggestion.paid_from_account.id));
    }
  };

  const showDetails = mode === 'manual' || extraction.state === 'done';

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = attachment.choose(event);
    if (chosen && mode === 'ai') {
      // A screenshot of an M-Pesa confirmation reads as a pasted message does: with its transaction cost.
      void extraction.start(chosen, (read) => {
        if (read && 'mpesa' in read) paidByMpesa(read);
        else setMpesa(null);
      });
    }
  };

  const readMpesa = (suggestion: MpesaMessageSuggestion) => {
    extraction.fill(valuesFromExtraction(suggestion));
    paidByMpesa(suggestion);
  };

  const startOver = () => {
    extraction.reset();
    setMpesa(null);
    // The next one is paid from where this one was, as the business last used.
    form.reset({ ...EMPTY_EXPENSE, paid_from_account_id: form.getValues('paid_from_account_id') });
    attachment.clear();
  };

  /** A Payment out of a money account whose ledger balance it would take below zero: the warning. */
  const overdraftOf = (values: ExpenseFormValues) => {
    if (values.expenseType !== 'Payment') return null;
    const account = moneyAccounts.data?.find((one) => String(one.id) === values.paid_from_account_id);
    const samePayment =
      expense?.expense_type === 'Payment' &&
      String(expense.paid_from_account_id) === values.paid_from_account_id;
    return overdraftWarning(account, values.totalValue, samePayment ? expense.total_value : 0);
  };

  const submit = (next: SaveIntent) =>
    form.handleSubmit(
      (submitted) => {
        const save = () => {
          setHeld(null);
          setIntent(next);
          const typed = submitted as ExpenseFormFields;
          const { fields, charge } = mpesa ? withMpesaMessage(typed, mpesa) : { fields: typed, charge: null };
          saving.save({ fields, file: attachment.file, charge }, () => {
            if (next === 'another') startOver();
            else navigate(areaPath('expenses'));
          });
        };
        const warning = overdraftOf(submitted);
        if (warning) setHeld({ warning, save });
        else save();
      },
      () => {
        // Errors on hidden fields help no one: show the fields.
        if (!showDetails) extraction.reveal();
      },
    );

  return (
    <FormProvider {...form}>
      <div className={layout}>
        <PageHeader
          eyebrow={<BackLink to={areaPath('expenses')}>Expenses</BackLink>}
          title={isEdit ? 'Edit Expense' : 'New Expense'}
          description="Attach the receipt and let Daftari read it, or enter the details yourself."
          actions={<ModeToggle value={mode} onChange={setMode} />}
        />
        <form
          onSubmit={submit('finish')}
          noValidate
          aria-label={isEdit ? 'Edit expense' : 'New expense'}
          className={layout}
        >
          <AttachmentCard
            form={form}
            dropzone={{
              extracting: extraction.extracting,
              error: attachment.error,
              inputKey: attachment.inputKey,
              onChange: onFileChange,
            }}
            expense={expense}
            fileChosen={attachment.file !== null}
            descriptionDetected={extraction.isDetected('attachmentDescription')}
          />
          {isEdit ? null : (
            <Card title="M-Pesa message">
              <MpesaMessageField
                onRead={readMpesa}
                charge={mpesa?.charges ?? null}
                accountName={(id) => accounts.data?.find((account) => account.id === id)?.full_name}
              />
            </Card>
          )}
          <ExpenseDetailsCard
            form={form}
            extraction={extraction}
            moneyAccounts={moneyAccounts.data}
            currency={currency}
            books={books}
            show={showDetails}
          />
          {expense ? <InBooksNote document={expense} /> : null}
          <RecurrenceCard form={form} />
          <FormActions
            isEdit={isEdit}
            busy={saving.isPending || extraction.extracting}
            saving={saving.isPending}
            intent={intent}
            onCreateAnother={() => void submit('another')()}
          />
        </form>
        <OverdraftConfirm
          warning={held?.warning ?? null}
          onCancel={() => setHeld(null)}
          onConfirm={() => held?.save()}
        />
      </div>
    </FormProvider>
  );
}
