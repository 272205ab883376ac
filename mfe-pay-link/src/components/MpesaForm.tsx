import { KENYAN_PHONE_MESSAGE, normalizeKenyanPhone } from '@daftari/contracts';
import { Button } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { input } from '@daftari/ui/styled-system/recipes';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FailureAlert } from './Notices.tsx';

const form = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const label = css({ textStyle: 'label', color: 'fg' });
const phoneInput = css({ h: '12', fontSize: 'lg', fontVariantNumeric: 'tabular-nums' });
const hint = css({ textStyle: 'caption', color: 'fg.subtle' });
const error = css({ textStyle: 'caption', color: 'danger', fontWeight: 'medium' });
const payButton = css({ h: '12', fontSize: 'lg', fontWeight: 'semibold', borderRadius: 'lg' });

export interface MpesaFormProps {
  /** The balance as the button says it ('KES 12,500.00'). */
  amount: string;
  charging: boolean;
  /** Why the last prompt could not be sent (the API's reason, '' for none); null when nothing failed. */
  refusal: string | null;
  /** While a card payment is starting: a second payment must not start beside it. */
  disabled: boolean;
  /** The number as typed (kept by the caller, for Try again). */
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** Sends the prompt to the number, in E.164. */
  onCharge: (phone: string) => void;
}

/**
 * The customer's M-Pesa number and the button that sends the prompt. A plain input rather than the design
 * system's Field: one field does not justify Ark's field machinery on the page customers open on phones.
 */
export function MpesaForm({
  amount,
  charging,
  refusal,
  disabled,
  phone,
  onPhoneChange,
  onCharge,
}: MpesaFormProps) {
  const [invalid, setInvalid] = useState(false);
  const phoneField = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (charging || disabled) return;
    const normalized = normalizeKenyanPhone(phone);
    setInvalid(normalized === null);
    if (normalized === null) phoneField.current?.focus();
    else onCharge(normalized);
  };

  return (
    <form onSubmit={submit} noValidate className={form}>
      <div className={field}>
        <label htmlFor={`${id}-phone`} className={label}>
          M-Pesa phone number
        </label>
        <input
          ref={phoneField}
          id={`${id}-phone`}
          className={cx(input(), phoneInput)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          value={phone}
          onChange={(event) => {
            onPhoneChange(event.target.value);
            // Once told, the message goes as soon as the number is right.
            if (invalid) setInvalid(normalizeKenyanPhone(event.target.value) === null);
          }}
          aria-invalid={invalid}
          aria-describedby={`${id}-${invalid ? 'error' : 'hint'}`}
          readOnly={charging}
        />
        {invalid ? (
          <p id={`${id}-error`} className={error}>
            {KENYAN_PHONE_MESSAGE}
          </p>
        ) : (
          <p id={`${id}-hint`} className={hint}>
            You will get a prompt on this phone to enter your M-Pesa PIN.
          </p>
        )}
      </div>
      {refusal !== null ? (
        <FailureAlert
          title="We couldn't send the M-Pesa prompt."
          reason={refusal}
          fallback="Please check your connection and try again."
        />
      ) : null}
      <Button
        type="submit"
        fullWidth
        className={payButton}
        loading={charging}
        loadingText="Sending the prompt..."
        disabled={disabled}
      >
        Pay {amount} with M-Pesa
      </Button>
    </form>
  );
}
