import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const root = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
// Fixed height so a badge at the end of the label row does not push this field's control down.
const labelRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  h: '4.5',
});
const label = css({
  textStyle: 'label',
  color: 'fg',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  _disabled: { color: 'fg.disabled' },
});
const requiredMark = css({ color: 'danger.solid', fontWeight: 'semibold' });
const helper = css({ textStyle: 'caption', color: 'fg.subtle' });
const error = css({ textStyle: 'caption', color: 'danger', fontWeight: 'medium' });

export interface FieldProps {
  /** Visible label, tied to the control (the control needs no id). */
  label?: ReactNode;
  /** Shown at the end of the label row (e.g. a 'Detected' badge). */
  labelEnd?: ReactNode;
  /** Help text under the control, referenced by aria-describedby. Hidden while an error shows. */
  helperText?: ReactNode;
  /** Error under the control; its presence marks the field invalid. */
  errorText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Force the invalid state (defaults to `Boolean(errorText)`). */
  invalid?: boolean;
  /** The control's id (for external labels, e2e selectors). */
  id?: string;
  className?: string;
  /** The control: <Input>, <Textarea>, <Select>, <Combobox>, ... */
  children: ReactNode;
}

/** A labelled form field on Ark's Field: wires label, help and error text to the control for a11y. */
export function Field({
  label: labelText,
  labelEnd,
  helperText,
  errorText,
  required,
  disabled,
  readOnly,
  invalid,
  id,
  className,
  children,
}: FieldProps) {
  const isInvalid = invalid ?? Boolean(errorText);
  return (
    <ArkField.Root
      id={id}
      invalid={isInvalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(root, className)}
    >
      {labelText || labelEnd ? (
        <div className={labelRow}>
          {labelText ? (
            <ArkField.Label className={label}>
              {labelText}
              <ArkField.RequiredIndicator className={requiredMark}>*</ArkField.RequiredIndicator>
            </ArkField.Label>
          ) : (
            <span />
          )}
          {labelEnd}
        </div>
      ) : null}
      {children}
      {helperText && !(isInvalid && errorText) ? (
        <ArkField.HelperText className={helper}>{helperText}</ArkField.HelperText>
      ) : null}
      {errorText ? <ArkField.ErrorText className={error}>{errorText}</ArkField.ErrorText> : null}
    </ArkField.Root>
  );
}
