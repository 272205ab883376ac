import { ark } from '@ark-ui/react/factory';
import { cx } from '@daftari/ui/styled-system/css';
import { type ButtonVariantProps, button } from '@daftari/ui/styled-system/recipes';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariantProps['variant'];
  size?: ButtonVariantProps['size'];
  fullWidth?: boolean;
  /** Disables the button, marks it busy and shows a spinner. */
  loading?: boolean;
  /** Label while loading (e.g. 'Creating...'); the children stay otherwise. */
  loadingText?: ReactNode;
  /** Render the single child (e.g. a router Link) with the button's styles and props. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  asChild = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <ark.button asChild className={classes} {...rest}>
        {children}
      </ark.button>
    );
  }
  return (
    <ark.button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {loading && loadingText !== undefined ? loadingText : children}
    </ark.button>
  );
}
