import { ApiError, currentUserQuery } from '@daftari/api-client';
import {
  DEFAULT_CURRENCY,
  type Expense,
  type ExpenseFormFields,
  expenseFormFieldsSchema,
} from '@daftari/contracts';
import { Link, useNavigate, useParams } from '@daftari/router';
import {
  BackLink,
  Button,
  Card,
  DownloadIcon,
  Field,
  Input,
  PageHeader,
  Select,
  Skeleton,
  Spinner,
  Textarea,
  toast,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  isNotFound,
  useCreateExpense,
  useDownloadAttachment,
  useExpense,
  useExtractReceipt,
  useLedgerAccounts,
  useUpdateExpense,
} from '../api/expenses.ts';
import { AccountCombobox } from '../components/AccountCombobox.tsx';
import { DetectedBadge } from '../components/DetectedBadge.tsx';
import { type EntryMode, ModeToggle } from '../components/ModeToggle.tsx';
import { messageOf, toastError } from '../lib/errors.ts';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  type DetectableField,
  EMPTY_EXPENSE,
  type ExpenseFormValues,
  RECURRENCE_ITEMS,
  TYPE_ITEMS,
  VAT_ITEMS,
  valuesFromExpense,
  valuesFromExtraction,
} from '../lib/expense-form.ts';

export const LIST_PATH = '/expenses';
export const SUGGESTED_TEXT = 'Suggested by AI. You can change this if needed.';

/** idle: no receipt read yet; extracting: the reader is working; done: the details are revealed. */
type ExtractionState = 'idle' | 'extracting' | 'done';

// `raw`: the form submits its text values as they are (the multipart carries text; the API parses it with
// the same schema), while validation and the messages are the contract's.
const resolver = zodResolver(expenseFormFieldsSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ExpenseFormValues>;

const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '5' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const two = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'start',
});
const dropzone = css({
  position: 'relative',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border',
  bg: 'bg.subtle',
  '&[data-extracting]': {
    borderStyle: 'solid',
    borderColor: 'transparent',
    background:
      'linear-gradient(token(colors.bg.surface), token(colors.bg.surface)) padding-box, linear-gradient(90deg, token(colors.accent), token(colors.ink.200), token(colors.accent)) border-box',
    bgSize: '100% 100%, 200% 100%',
    animation: 'dft-shimmer 1.2s linear infinite',
    _motionReduce: { animation: 'none' },
  },
});
const fileControl = css({
  '&::file-selector-button': {
    mr: '3',
    px: '2',
    border: 'none',
    borderRadius: 'sm',
    bg: 'bg.muted',
    color: 'fg',
    font: 'inherit',
    cursor: 'pointer',
  },
});
const extractingBox = css({ display: 'flex', alignItems: 'center', gap: '3', mt: '3' });
const extractingTitle = css({ fontWeight: 'medium', color: 'fg' });
const extractingText = css({ fontSize: 'sm', color: 'fg.muted' });
const hint = css({ color: 'fg.muted', fontSize: 'sm' });
const current = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' });

/** /expenses/create and /expenses/{expenseId}/edit. */
/** An unknown or malformed expense address, and any other path under /expenses the area does not know. */
export function ExpenseNotFound() {
  return (
    <div className={layout}>
      <PageHeader eyebrow={<BackLink to={LIST_PATH}>Expenses</BackLink>} title="Expense Not Found" />
      <p className={hint}>The requested expense could not be found.</p>
    </div>
  );
}

export function ExpenseFormPage() {
  const { expenseId } = useParams();
  const id = expenseId === undefined ? undefined : Number(expenseId);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const expense = useExpense(validId ? id : undefined);

  if (id === undefined) return <ExpenseForm />;
  if (!validId || (expense.isError && isNotFound(expense.error))) return <ExpenseNotFound />;
  if (expense.isError) {
    return (
      <div className={layout}>
        <PageHeader eyebrow={<BackLink to={LIST_PATH}>Expenses</BackLink>} title="Edit Expense" />
        <p role="alert">{messageOf(expense.error, 'Failed to load expense')}</p>
      </div>
    );
  }
  if (!expense.data) {
    return (
      <div className={layout} aria-busy="true">
        <PageHeader eyebrow={<BackLink to={LIST_PATH}>Expenses</BackLink>} title="Edit Expense" />
        <Skeleton height={160} />
        <Skeleton height={320} />
      </div>
    );
  }
  return <ExpenseForm key={expense.data.id} expense={expense.data} />;
}

function ExpenseForm({ expense }: { expense?: Expense }) {
  const isEdit = expense !== undefined;
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery);
  const accounts = useLedgerAccounts();
  const extract = useExtractReceipt();
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.id ?? 0);
  const download = useDownloadAttachment();
  const saving = isEdit ? update : create;
  const currency = expense?.currency ?? user.data?.account.currency ?? DEFAULT_CURRENCY;

  const [mode, setMode] = useState<EntryMode>('ai');
  // Editing an expense that already has its details: nothing to wait for, they show at once.
  const [extraction, setExtraction] = useState<ExtractionState>(isEdit ? 'done' : 'idle');
  const [detected, setDetected] = useState<Partial<Record<DetectableField, string>>>({});
  const [suggestedAccount, setSuggestedAccount] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [intent, setIntent] = useState<'finish' | 'another'>('finish');
  const extractionRun = useRef(0);

  const form = useForm<ExpenseFormValues>({
    resolver,
    defaultValues: expense ? valuesFromExpense(expense) : EMPTY_EXPENSE,
  });
  const { control, register, setValue, getValues, formState, reset, setError } = form;
  const { errors } = formState;
  const values = useWatch({ control });

  const extracting = extraction === 'extracting';
  const showDetails = mode === 'manual' || extraction === 'done';

  // product-spec section 4 says fields filled by extraction are tagged 'Detected' "while empty". Read
  // literally that never shows (a filled field is not empty), so this reads it as: extraction fills only
  // fields that are empty (or still hold an earlier extraction's value; typed values are never overwritten),
  // and the tag stays while the field still holds what was detected. Editing the field removes it.
  const isDetected = (name: DetectableField) =>
    detected[name] !== undefined && values[name] === detected[name];
  const tag = (name: DetectableField): ReactNode => (isDetected(name) ? <DetectedBadge /> : undefined);

  const applyExtraction = (found: Partial<Record<DetectableField, string>>) => {
    const now = getValues();
    const expenseAccountIds = accounts.data
      ?.filter((account) => account.account_type === 'expense')
      .map((account) => String(account.id));
    const next: Partial<Record<DetectableField, string>> = {};
    const names = new Set([...Object.keys(found), ...Object.keys(detected)] as DetectableField[]);
    for (const name of names) {
      const held = now[name];
      const untouched = held === '' || held === EMPTY_EXPENSE[name] || held === detected[name];
      if (!untouched) continue;
      let value = found[name];
      // A suggestion that is not one of the business's expense accounts cannot be picked: leave it out.
      if (name === 'ledger_account_id' && value && expenseAccountIds && !expenseAccountIds.includes(value)) {
        value = undefined;
      }
      if (value === undefined) {
        // Detected from the previous receipt, not found on this one: back to empty.
        if (held === detected[name]) setValue(name, EMPTY_EXPENSE[name], { shouldDirty: true });
        continue;
      }
      setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      next[name] = value;
    }
    setDetected(next);
    setSuggestedAccount(next.ledger_account_id ?? null);
  };

  const startExtraction = async (chosen: File) => {
    const run = ++extractionRun.current;
    setExtraction('extracting');
    try {
      const result = await extract.mutateAsync(chosen);
      if (run !== extractionRun.current) return;
      applyExtraction(valuesFromExtraction(result));
    } catch (error) {
      if (run !== extractionRun.current) return;
      // The spec swallows this; a silent failure leaves the owner waiting for fields that never fill, so
      // it is told why, and the fields open for entry by hand.
      toast.error('Could not extract data from your receipt', {
        description: `${messageOf(error, 'The receipt could not be read.')} Please enter the details manually.`,
      });
    }
    if (run === extractionRun.current) setExtraction('done');
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = attachmentProblem(chosen);
    if (problem) {
      setFileError(problem);
      setFile(null);
      event.target.value = '';
      return;
    }
    setFile(chosen);
    if (mode === 'ai') void startExtraction(chosen);
  };

  const startOver = () => {
    extractionRun.current += 1;
    reset(EMPTY_EXPENSE);
    setDetected({});
    setSuggestedAccount(null);
    setFile(null);
    setFileError(null);
    setFileInputKey((key) => key + 1);
    setExtraction('idle');
  };

  const submit = (next: 'finish' | 'another') =>
    form.handleSubmit(
      (submitted) => {
        setIntent(next);
        const fields = submitted as ExpenseFormFields;
        saving.mutate(
          { fields, file },
          {
            onSuccess: () => {
              toast.success(isEdit ? 'Expense updated' : 'Expense created');
              if (next === 'another') startOver();
              else navigate(LIST_PATH);
            },
            onError: (error) => {
              toastError(isEdit ? 'Failed to update expense' : 'Failed to create expense', error);
              if (error instanceof ApiError && error.details) {
                for (const [name, messages] of Object.entries(error.details)) {
                  if (name in EMPTY_EXPENSE && messages[0]) {
                    setError(name as keyof ExpenseFormValues, { message: messages[0] });
                  }
                }
              }
            },
          },
        );
      },
      () => {
        // Errors on hidden fields help no one: show the fields.
        if (!showDetails) setExtraction('done');
      },
    );

  const busy = saving.isPending || extracting;

  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={LIST_PATH}>Expenses</BackLink>}
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
        <Card title="Attachment">
          <div className={stack}>
            {/* The merchant a receipt names: not shown, sent with the expense. */}
            <input type="hidden" {...register('merchantName')} />
            <div
              className={dropzone}
              data-extracting={extracting ? '' : undefined}
              data-testid="attachment-dropzone"
            >
              <Field
                label="Attachment"
                helperText="Maximum file size is 5MB."
                errorText={fileError ?? undefined}
                disabled={extracting}
              >
                <Input
                  key={fileInputKey}
                  type="file"
                  className={fileControl}
                  accept={ATTACHMENT_ACCEPT}
                  disabled={extracting}
                  onChange={onFileChange}
                />
              </Field>
              {extracting ? (
                <div className={extractingBox} role="status">
                  <Spinner />
                  <div>
                    <p className={extractingTitle}>Extracting data from your receipt...</p>
                    <p className={extractingText}>This will only take a moment</p>
                  </div>
                </div>
              ) : null}
            </div>
            {expense?.attachment && !file ? (
              <p className={current}>
                Attached: {expense.attachment.file_name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Download ${expense.attachment.file_name}`}
                  loading={download.isPending}
                  onClick={() =>
                    download.mutate(expense, {
                      onError: (error) => toastError('Failed to download the attachment', error),
                    })
                  }
                >
                  <DownloadIcon />
                </Button>
              </p>
            ) : null}
            <Field
              label="Attachment description"
              labelEnd={tag('attachmentDescription')}
              errorText={errors.attachmentDescription?.message}
            >
              <Input {...register('attachmentDescription')} />
            </Field>
          </div>
        </Card>

        <Card title="Expense details">
          {showDetails ? (
            <div className={stack}>
              <div className={two}>
                <Field label="Type" required errorText={errors.expenseType?.message}>
                  <Controller
                    control={control}
                    name="expenseType"
                    render={({ field }) => (
                      <Select items={TYPE_ITEMS} value={field.value} onValueChange={field.onChange} />
                    )}
                  />
                </Field>
                <Field
                  label="Account"
                  required
                  labelEnd={tag('ledger_account_id')}
                  helperText={
                    suggestedAccount !== null && values.ledger_account_id === suggestedAccount
                      ? SUGGESTED_TEXT
                      : undefined
                  }
                  errorText={errors.ledger_account_id?.message}
                >
                  <Controller
                    control={control}
                    name="ledger_account_id"
                    render={({ field, fieldState }) => (
                      <AccountCombobox
                        accounts={accounts.data}
                        loading={accounts.isPending}
                        value={field.value}
                        onChange={(next) => {
                          // The suggestion note goes once the owner picks for themselves.
                          setSuggestedAccount(null);
                          field.onChange(next);
                        }}
                        invalid={Boolean(fieldState.error)}
                      />
                    )}
                  />
                </Field>
                <Field label="Dated" required labelEnd={tag('dated')} errorText={errors.dated?.message}>
                  <Input type="date" {...register('dated')} />
                </Field>
                <Field
                  label={`Total Value (${currency})`}
                  required
                  labelEnd={tag('totalValue')}
                  errorText={errors.totalValue?.message}
                >
                  <Input type="number" step="0.01" inputMode="decimal" {...register('totalValue')} />
                </Field>
                <Field label="VAT" required labelEnd={tag('vat')} errorText={errors.vat?.message}>
                  <Controller
                    control={control}
                    name="vat"
                    render={({ field }) => (
                      <Select items={VAT_ITEMS} value={field.value} onValueChange={field.onChange} />
                    )}
                  />
                </Field>
                <Field
                  label="Receipt reference"
                  labelEnd={tag('receiptReference')}
                  errorText={errors.receiptReference?.message}
                >
                  <Input {...register('receiptReference')} />
                </Field>
              </div>
              <Field
                label="Description"
                required
                labelEnd={tag('description')}
                errorText={errors.description?.message}
              >
                <Textarea rows={3} {...register('description')} />
              </Field>
            </div>
          ) : (
            <p className={hint}>
              {extracting
                ? 'Reading your receipt. The details will appear here.'
                : 'Choose a receipt above and the details will appear here, ready to check.'}
            </p>
          )}
        </Card>

        <Card title="Recurring Options">
          <Field label="Recurrence" errorText={errors.recurrence?.message}>
            <Controller
              control={control}
              name="recurrence"
              render={({ field }) => (
                <Select items={RECURRENCE_ITEMS} value={field.value} onValueChange={field.onChange} />
              )}
            />
          </Field>
        </Card>

        <div className={actions}>
          <Button variant="outline" asChild>
            <Link to={LIST_PATH}>Cancel</Link>
          </Button>
          {isEdit ? null : (
            <Button
              variant="outline"
              disabled={busy}
              loading={saving.isPending && intent === 'another'}
              loadingText="Creating..."
              onClick={() => void submit('another')()}
            >
              Create and Add Another
            </Button>
          )}
          <Button
            type="submit"
            disabled={busy}
            loading={saving.isPending && intent === 'finish'}
            loadingText={isEdit ? 'Updating...' : 'Creating...'}
          >
            {isEdit ? 'Update Expense' : 'Create New Expense'}
          </Button>
        </div>
      </form>
    </div>
  );
}
