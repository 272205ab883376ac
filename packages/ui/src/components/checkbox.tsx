import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { CheckIcon, MinusIcon } from './icons.tsx';

// Relative so the hidden native input sits on the box: inside a scrolled dialog body it scrolls with it.
const root = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  verticalAlign: 'middle',
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
});

const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '4',
  h: '4',
  borderRadius: 'xs',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'accent.contrast',
  boxShadow: 'xs',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: 'fast',
  _hover: { borderColor: 'ink.400' },
  _focusVisible: { boxShadow: 'focusRing', borderColor: 'accent' },
  _checked: {
    bg: 'accent',
    borderColor: 'accent',
    _hover: { bg: 'accent.hover', borderColor: 'accent.hover' },
  },
  _indeterminate: {
    bg: 'accent',
    borderColor: 'accent',
    _hover: { bg: 'accent.hover', borderColor: 'accent.hover' },
  },
  '&[data-invalid]': { borderColor: 'danger.solid' },
  '& svg': { w: '3', h: '3' },
});

const labelStyle = css({ textStyle: 'body.md', color: 'fg', userSelect: 'none' });

export interface CheckboxProps {
  /** `'indeterminate'` shows a dash (e.g. a header checkbox with some rows selected). */
  checked: boolean | 'indeterminate';
  /** Receives the new state; from indeterminate a click checks. */
  onCheckedChange?: (checked: boolean) => void;
  /** Visible label. Without one, pass aria-label. */
  children?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** Ark Checkbox: a real (visually hidden) checkbox input, so forms and assistive technology see it. */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  'aria-label': ariaLabel,
  disabled,
  invalid,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  return (
    <ArkCheckbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      disabled={disabled}
      invalid={invalid}
      name={name}
      value={value}
      ids={id ? { hiddenInput: id } : undefined}
      className={cx(root, className)}
    >
      <ArkCheckbox.Control className={control}>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <MinusIcon />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      {children ? <ArkCheckbox.Label className={labelStyle}>{children}</ArkCheckbox.Label> : null}
      <ArkCheckbox.HiddenInput aria-label={ariaLabel} />
    </ArkCheckbox.Root>
  );
}
