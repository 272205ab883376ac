import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import type { Account, NumberedDocument } from '@daftari/contracts';
import { Card, Field, Input, Textarea, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveAccount } from '../business/use-account-settings.ts';
import { SettingsFormFooter } from '../SettingsFormFooter.tsx';
import {
  type DocumentsField,
  documentsForm,
  FIELD_OF_API_KEY,
  nextNumber,
  termsText,
  updateOf,
  valuesOf,
} from './documents-form.ts';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const terms = css({ maxW: '48' });

const API_KEYS = Object.keys(FIELD_OF_API_KEY);

const PREFIXES: [DocumentsField & `${string}_prefix`, NumberedDocument, string, string][] = [
  ['invoice_prefix', 'invoice', 'Invoice prefix', 'Next invoice'],
  ['estimate_prefix', 'estimate', 'Estimate prefix', 'Next estimate'],
  ['credit_note_prefix', 'credit_note', 'Credit note prefix', 'Next credit note'],
];

/** The numbering prefixes, payment terms, default notes and footer, in one form with one Save. */
export function DocumentSettingsForm({ account, editable }: { account: Account; editable: boolean }) {
  const save = useSaveAccount();
  const form = useForm({ resolver: zodResolver(documentsForm), defaultValues: valuesOf(account) });
  const { errors } = form.formState;
  const typed = form.watch();

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(updateOf(values)).then(
      (saved) => {
        form.reset(valuesOf(saved));
        toast.success('Document settings saved');
      },
      (error: unknown) => {
        const rest = applyServerErrors(error, API_KEYS, (key, problem, options) =>
          form.setError(FIELD_OF_API_KEY[key] as DocumentsField, problem, options),
        );
        const placed = error instanceof ApiError && error.details !== undefined && rest.length === 0;
        if (!placed)
          toast.error('The document settings were not saved', {
            description: rest.join(' ') || errorMessage(error, 'Please try again.'),
          });
      },
    ),
  );

  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate aria-label="Document settings">
      <Card
        title="Numbering"
        description="New documents take the prefix and the next number of their sequence; the count goes on when the prefix changes."
      >
        <div className={grid}>
          {PREFIXES.map(([name, kind, label, next]) => {
            const preview = nextNumber(account, kind, typed[name] ?? '');
            return (
              <Field
                key={name}
                label={label}
                errorText={errors[name]?.message}
                helperText={preview ? `${next}: ${preview}` : undefined}
                readOnly={!editable}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={10}
                  readOnly={!editable}
                  {...form.register(name)}
                />
              </Field>
            );
          })}
        </div>
      </Card>
      <Card
        title="New invoices"
        description="What a new invoice or estimate starts with; each can be changed on it."
      >
        <div className={formStyle}>
          <Field
            className={terms}
            label="Payment terms (days)"
            errorText={errors.payment_terms_days?.message}
            helperText={termsText(typed.payment_terms_days ?? '')}
            readOnly={!editable}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              readOnly={!editable}
              {...form.register('payment_terms_days')}
            />
          </Field>
          <Field label="Default notes" errorText={errors.default_notes?.message} readOnly={!editable}>
            <Textarea rows={3} readOnly={!editable} {...form.register('default_notes')} />
          </Field>
          <Field
            label="Footer"
            helperText="Printed at the foot of every invoice, estimate and credit note PDF."
            errorText={errors.footer?.message}
            readOnly={!editable}
          >
            <Textarea rows={2} readOnly={!editable} {...form.register('footer')} />
          </Field>
        </div>
      </Card>
      <SettingsFormFooter
        editable={editable}
        saving={save.isPending}
        readOnlyNote="An owner or an accountant changes these settings."
      />
    </form>
  );
}
