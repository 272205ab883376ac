import { cx } from '@daftari/ui/styled-system/css';
import { badge } from '@daftari/ui/styled-system/recipes';
import type { ComponentProps } from 'react';

export type BadgeTone = 'green' | 'blue' | 'red' | 'grey' | 'amber' | 'teal';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
  /** Leading status dot (default true). */
  dot?: boolean;
}

export function Badge({ tone = 'grey', dot = true, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone, dot }), className)} {...rest} />;
}

/** Invoice status colours: Paid green, Sent blue, Overdue red, anything else grey. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'paid':
      return 'green';
    case 'sent':
      return 'blue';
    case 'overdue':
      return 'red';
    default:
      return 'grey';
  }
}
