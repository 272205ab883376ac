import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export interface EmailAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The send button's text ('Send invoice'). */
  submitLabel: string;
  /** The address in the field, kept by the caller. */
  email: string;
  onEmailChange: (email: string) => void;
  pending: boolean;
  /** Called with the address, trimmed, once it is not empty; the caller sends, says how it went and closes. */
  onSend: (address: string) => void;
  /** Said under the field (a draft is marked as sent, …). */
  children?: ReactNode;
}

/**
 * Asks for the address a document goes to: an empty one gives 'Please enter an email address' under the
 * field, which clears as the owner types. While the send runs, Cancel is disabled.
 */
export function EmailAddressDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  email,
  onEmailChange,
  pending,
  onSend,
  children,
}: EmailAddressDialogProps) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter an email address');
      return;
    }
    setError(null);
    onSend(address);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending} loadingText="Sending...">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Field label="Email" errorText={error ?? undefined}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="customer@example.com"
            value={email}
            onChange={(event) => {
              onEmailChange(event.target.value);
              if (error) setError(null);
            }}
            autoFocus
          />
        </Field>
        {children}
      </form>
    </Dialog>
  );
}
