import { css, cx } from '@daftari/ui/styled-system/css';
import type { ComponentProps } from 'react';

const sizes = {
  sm: css({ w: '3.5', h: '3.5', borderWidth: '2px' }),
  md: css({ w: '5', h: '5', borderWidth: '2px' }),
  lg: css({ w: '8', h: '8', borderWidth: '3px' }),
};

const spinner = css({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: 'full',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  borderBottomColor: 'transparent',
  opacity: 0.9,
  animation: 'dft-spin 0.7s linear infinite',
  verticalAlign: 'middle',
});

const visuallyHidden = css({ srOnly: true });

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  size?: keyof typeof sizes;
  /** Announced to assistive technology (role="status"). Without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  if (!label) return <span aria-hidden="true" className={cx(spinner, sizes[size], className)} {...rest} />;
  return (
    <span role="status" className={css({ display: 'inline-flex' })} {...rest}>
      <span aria-hidden="true" className={cx(spinner, sizes[size], className)} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
