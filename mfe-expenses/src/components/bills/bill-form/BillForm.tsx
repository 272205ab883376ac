import { applyServerErrors, currentUserQuery, messageOf } from '@daftari/api-client';
import { type Bill, billActions, contactLabel, DEFAULT_CURRENCY, sectionPath } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { BackLink, Button, Card, Field, Input, PageHeader, Textarea, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { fieldRow } from '@daftari/ui/styled-system/recipes';
import { CurrencyRateFields, type PickableContact, useLedgerAccounts } from '@daftari/ui/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSaveBill } from '../../../api/bills.ts';
import {
  type BillFormOutput,
  type BillFormValues,
  billFormSchema,
  emptyBill,
  valuesFromBill,
} from '../../../lib/bill-form.ts';
import { DetectedBadge } from '../../DetectedBadge.tsx';
import { layout, stack } from '../../expense-form/styles.ts';
import { useAttachmentFile } from '../../expense-form/useAttachmentFile.ts';
import { BillAttachmentCard } from './BillAttachmentCard.tsx';
import { BillLines } from './BillLines.tsx';
import { BillTotals } from './BillTotals.tsx';
import { useBillExtraction } from './useBillExtraction.ts';
import { useVendorCurrency } from './useVendorCurrency.ts';
import { VendorField } from './VendorField.tsx';

const two = fieldRow({ columns: '2', alignTop: true });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' });
const HEAD_FIELDS = [
  'contact_id',
  'bill_number',
  'issue_date',
  'due_date',
  'currency',
  'exchange_rate',
  'notes',
] as const;

/**
 * A new bill (from `vendorId` when given), or `bill` (any but a void one) to edit: filled from a supplier's
 * invoice or by hand.
 */
export function BillForm({ bill, vendorId = null }: { bill?: Bill; vendorId?: number | null }) {
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery);
  const accounts = useLedgerAccounts();
  const books = user.data?.account.currency ?? DEFAULT_CURRENCY;
  const form = useForm<BillFormValues, unknown, BillFormOutput>({
    resolver: zodResolver(billFormSchema),
    defaultValues: bill ? valuesFromBill(bill) : { ...emptyBill(), contact_id: vendorId },
  });
  const currency = useWatch({ control: form.control, name: 'currency' }) || books;
  useVendorCurrency(form, bill === undefined);
  const { errors } = form.formState;
  const [vendor, setVendor] = useState<PickableContact | undefined>(bill?.contact);
  const attachment = useAttachmentFile();
  const extraction = useBillExtraction(form, accounts.data);
  const save = useSaveBill(bill?.id);
  const [asDraft, setAsDraft] = useState(false);
  // A posted bill never goes back to draft.
  const canDraft = bill === undefined || bill.status === 'draft';
  // What the API's rule (contracts' billActions) lets change: lines kept are shown, never sent.
  const linesOpen = bill === undefined || billActions(bill).editLines;

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = attachment.choose(event);
    if (chosen) void extraction.start(chosen);
  };

  const submit = (draft: boolean) =>
    form.handleSubmit(({ lines, ...head }) => {
      setAsDraft(draft);
      save.mutate(
        { request: { bill: { ...head, ...(linesOpen ? { lines } : {}), draft } }, file: attachment.file },
        {
          onSuccess: (saved) => {
            toast.success(draft ? 'Bill saved as a draft' : 'Bill saved', {
              description: `${saved.bill_number} from ${contactLabel(saved.contact)}`,
            });
            navigate(sectionPath('bills', saved.id));
          },
          onError: (error) => {
            toastError('Failed to save the bill', messageOf(error, ''));
            const lineFields = form
              .getValues('lines')
              .flatMap((_, index) =>
                (
                  [
                    'description',
                    'ledger_account_id',
                    'quantity',
                    'unit_price',
                    'tax_rate',
                    'discount',
                  ] as const
                ).map((name) => `lines.${index}.${name}` as const),
              );
            applyServerErrors(error, [...HEAD_FIELDS, ...lineFields], form.setError);
          },
        },
      );
    });

  const title = bill ? `Edit bill ${bill.bill_number}` : 'New bill';
  return (
    <FormProvider {...form}>
      <div className={layout}>
        <PageHeader
          eyebrow={
            <BackLink to={bill ? sectionPath('bills', bill.id) : sectionPath('bills')}>
              {bill ? 'Bill' : 'Bills'}
            </BackLink>
          }
          title={title}
          description="Attach the supplier's invoice and let Daftari read it, or enter the details yourself."
        />
        <form onSubmit={submit(false)} noValidate aria-label={title} className={layout}>
          <BillAttachmentCard
            bill={bill}
            file={attachment.file}
            dropzone={{
              extracting: extraction.reading,
              error: attachment.error,
              inputKey: attachment.inputKey,
              onChange: onFileChange,
              readingText: "Reading the supplier's invoice...",
            }}
          />
          <Card title="Bill details">
            <div className={stack}>
              <Controller
                control={form.control}
                name="contact_id"
                render={({ field }) => (
                  <VendorField
                    value={field.value}
                    onChange={field.onChange}
                    chosen={vendor}
                    onCreated={setVendor}
                    proposedName={extraction.proposedName}
                    errorText={errors.contact_id?.message}
                    labelEnd={extraction.isDetected('contact_id') ? <DetectedBadge /> : undefined}
                  />
                )}
              />
              <Field
                label="Bill number"
                required
                helperText="The number on your supplier's invoice."
                errorText={errors.bill_number?.message}
                labelEnd={extraction.isDetected('bill_number') ? <DetectedBadge /> : undefined}
              >
                <Input autoComplete="off" {...form.register('bill_number')} />
              </Field>
              <div className={two}>
                <Field
                  label="Bill date"
                  required
                  errorText={errors.issue_date?.message}
                  labelEnd={extraction.isDetected('issue_date') ? <DetectedBadge /> : undefined}
                >
                  <Input type="date" {...form.register('issue_date')} />
                </Field>
                <Field label="Due date" required errorText={errors.due_date?.message}>
                  <Input type="date" {...form.register('due_date')} />
                </Field>
              </div>
              <div className={two}>
                <CurrencyRateFields
                  currencyName="currency"
                  rateName="exchange_rate"
                  dateName="issue_date"
                  books={books}
                />
              </div>
              <Field label="Notes" errorText={errors.notes?.message}>
                <Textarea rows={2} {...form.register('notes')} />
              </Field>
            </div>
          </Card>
          <BillLines
            form={form}
            currency={currency}
            detected={extraction.isLineDetected}
            fixed={!linesOpen}
          />
          <Card>
            <BillTotals control={form.control} currency={currency} />
          </Card>
          <div className={actions}>
            <Button variant="ghost" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            {canDraft ? (
              <Button
                variant="outline"
                disabled={save.isPending || extraction.reading}
                loading={save.isPending && asDraft}
                loadingText="Saving..."
                onClick={() => void submit(true)()}
              >
                Save as draft
              </Button>
            ) : null}
            <Button
              type="submit"
              disabled={save.isPending || extraction.reading}
              loading={save.isPending && !asDraft}
              loadingText="Saving..."
            >
              Save
            </Button>
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
