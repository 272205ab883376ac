import { messageOf } from '@daftari/api-client';
import type { CreditNoteCreateRequest, Invoice } from '@daftari/contracts';
import { centsToNumber, formatMoney } from '@daftari/format';
import { Button, Dialog, Field, Input, Select, Textarea, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCreateCreditNote } from '../../api/credit-notes.ts';
import {
  type CreditNoteFormValues,
  creditNoteDefaults,
  creditNoteFormSchema,
  creditTotalProblem,
  creditTotals,
  KRA_REASON_ITEMS,
} from '../../lib/credit-note-form.ts';
import { creditLeftCents } from '../../lib/credit-rules.ts';
import { today } from '../../lib/terms.ts';
import { CreditLinesEditor } from './CreditLinesEditor.tsx';
import { CreditNoteTotals } from './CreditNoteTotals.tsx';

const FORM_ID = 'credit-note-form';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const topRow = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr', sm: 'minmax(0, 1fr) 11rem' },
  gap: '4',
  alignItems: 'start',
});
/** Everything typed is held still while the credit note is being created. */
const frozen = css({ display: 'contents' });
const alert = css({ px: '3', py: '2.5', borderRadius: 'md', layerStyle: 'tinted.danger', fontSize: 'sm' });

export interface CreditNoteDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates a credit note on the invoice: a reason, the issue date (today by default), for an invoice sent to
 * KRA eTIMS the reason KRA is told (from KRA's list, "Refund" by default), and the invoice's lines, which may
 * be trimmed. The total follows as the owner types and may not exceed what is left to credit.
 */
export function CreditNoteDialog({ invoice, open, onOpenChange }: CreditNoteDialogProps) {
  const create = useCreateCreditNote(invoice.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const leftCents = creditLeftCents(invoice);
  const schema = useMemo(() => creditNoteFormSchema(invoice, leftCents), [invoice, leftCents]);
  const form = useForm<CreditNoteFormValues, unknown, CreditNoteCreateRequest>({
    resolver: zodResolver(schema),
    defaultValues: creditNoteDefaults(invoice, today()),
  });
  const { errors } = form.formState;
  const items = useWatch({ control: form.control, name: 'items' });
  const totals = creditTotals(items ?? []);
  const overCredit = Boolean(totals && totals.totalCents > leftCents);
  // Too much is said at once; a total of nothing only once the owner tries to save it.
  const problem =
    totals && (overCredit || form.formState.isSubmitted)
      ? creditTotalProblem(totals.totalCents, leftCents, invoice.currency)
      : null;

  // Each opening starts again from the invoice's lines as they are now.
  useEffect(() => {
    if (!open) return;
    form.reset(creditNoteDefaults(invoice, today()));
    setServerError(null);
  }, [open]);

  const onSubmit = form.handleSubmit((request) => {
    setServerError(null);
    create.mutate(request, {
      onSuccess: (note) => {
        toast.success(`Credit note ${note.credit_note_number} created`, {
          description: `${formatMoney(note.total, note.currency)} credited on invoice ${invoice.invoice_number}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => {
        const message = messageOf(error, 'Failed to create credit note');
        setServerError(message);
        toast.error('Failed to create credit note', { description: message });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
      size="lg"
      title={`Credit note for invoice ${invoice.invoice_number}`}
      description={`Up to ${formatMoney(centsToNumber(leftCents), invoice.currency)} can still be credited on this invoice.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            loading={create.isPending}
            loadingText="Creating..."
            disabled={overCredit}
          >
            Create credit note
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className={stack}>
        {serverError ? (
          <p role="alert" className={alert}>
            {serverError}
          </p>
        ) : null}
        <fieldset className={frozen} disabled={create.isPending}>
          <div className={topRow}>
            <Field label="Reason" required errorText={errors.reason?.message}>
              <Textarea rows={2} placeholder="e.g. Two hours were not worked" {...form.register('reason')} />
            </Field>
            <Field label="Issue date" required errorText={errors.issue_date?.message}>
              <Input type="date" {...form.register('issue_date')} />
            </Field>
          </div>
          {invoice.etims ? (
            <Controller
              control={form.control}
              name="kra_reason"
              render={({ field }) => (
                <Field
                  label="KRA reason"
                  helperText="The reason KRA eTIMS is told, from KRA's list"
                  errorText={errors.kra_reason?.message}
                >
                  <Select items={KRA_REASON_ITEMS} value={field.value} onValueChange={field.onChange} />
                </Field>
              )}
            />
          ) : null}
          <CreditLinesEditor
            control={form.control}
            register={form.register}
            errors={errors}
            currency={invoice.currency}
          />
          {errors.items?.root?.message ? (
            <p role="alert" className={alert}>
              {errors.items.root.message}
            </p>
          ) : null}
          <CreditNoteTotals
            totals={totals}
            leftCents={leftCents}
            currency={invoice.currency}
            problem={problem}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
