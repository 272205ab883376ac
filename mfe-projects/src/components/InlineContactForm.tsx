import { applyServerErrors, messageOf } from '@daftari/api-client';
import { type Contact, contactInputSchema } from '@daftari/contracts';
import { Button, Field, Input, toast, toastError, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateContact } from '../api/contacts.ts';

type Values = z.input<typeof contactInputSchema>;
type Output = z.output<typeof contactInputSchema>;

const FIELDS = ['first_name', 'last_name', 'company_name', 'email'] as const;

const panel = css({
  m: '0',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  _motionSafe: { animation: 'dft-pop-in 140ms cubic-bezier(0.16, 1, 0.3, 1)' },
});
const head = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' });
const title = css({ textStyle: 'heading.sm', color: 'fg' });
const subtitle = css({ textStyle: 'caption', color: 'fg.muted', mt: '0.5' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
const srOnly = css({ srOnly: true });
const actions = css({ display: 'flex', justifyContent: 'flex-end' });

export interface InlineContactFormProps {
  onCreated: (contact: Contact) => void;
  onClose: () => void;
}

/**
 * '+ Create New Contact' of the New Project form: First Name, Last Name, Company/Org Name and Email, sent as
 * POST /contacts. It sits inside the project's <form>, so it is a fieldset, not a nested form: its
 * button and the Enter key create the contact, never the project.
 */
export function InlineContactForm({ onCreated, onClose }: InlineContactFormProps) {
  const create = useCreateContact();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { first_name: '', last_name: '', company_name: '', email: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((contact) =>
    create.mutateAsync({ contact }).then(
      (created) => {
        toast.success('Contact created successfully');
        onCreated(created);
      },
      (error: unknown) => {
        toastError('Failed to create contact', messageOf(error, ''));
        applyServerErrors(error, FIELDS, form.setError);
      },
    ),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <fieldset className={panel} onKeyDown={onKeyDown}>
      <legend className={srOnly}>New contact</legend>
      <div className={head}>
        <div>
          <p className={title} aria-hidden="true">
            New contact
          </p>
          <p className={subtitle}>A name, a company or an email is enough; it is selected once created.</p>
        </div>
        <Button variant="ghost" size="sm" aria-label="Close the new contact form" onClick={onClose}>
          <XIcon />
        </Button>
      </div>
      <div className={grid}>
        <Field label="First Name" errorText={errors.first_name?.message}>
          <Input autoComplete="off" autoFocus {...form.register('first_name')} />
        </Field>
        <Field label="Last Name" errorText={errors.last_name?.message}>
          <Input autoComplete="off" {...form.register('last_name')} />
        </Field>
        <Field label="Company/Org Name" errorText={errors.company_name?.message}>
          <Input autoComplete="off" {...form.register('company_name')} />
        </Field>
        <Field label="Email" errorText={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...form.register('email')} />
        </Field>
      </div>
      <div className={actions}>
        <Button
          type="button"
          variant="outline"
          onClick={() => void submit()}
          loading={create.isPending}
          loadingText="Creating..."
        >
          Create Contact
        </Button>
      </div>
    </fieldset>
  );
}
