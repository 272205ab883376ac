import { Link } from '@daftari/router';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';

export interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The app path it goes to. */
  to: string;
  /** Before the text (e.g. <PlusIcon />). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A link within the app that looks like a button: 'New invoice', 'Edit'. */
export function LinkButton({ to, icon, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Button>
  );
}
