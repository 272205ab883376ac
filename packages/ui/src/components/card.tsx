import { cx } from '@daftari/ui/styled-system/css';
import { card } from '@daftari/ui/styled-system/recipes';
import type { ComponentProps, ReactNode } from 'react';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Right side of the header (buttons, menus). */
  actions?: ReactNode;
  /** A footer bar (e.g. totals, actions). */
  footer?: ReactNode;
  /** false: the body has no padding (tables that run edge to edge). */
  padded?: boolean;
}

export function Card({
  title,
  description,
  actions,
  footer,
  padded = true,
  className,
  children,
  ...rest
}: CardProps) {
  const headless = !title && !description && !actions;
  const classes = card({ padded, headless });
  return (
    <section className={cx(classes.root, className)} {...rest}>
      {headless ? null : (
        <header className={classes.header}>
          <div>
            {title ? <h2 className={classes.title}>{title}</h2> : null}
            {description ? <p className={classes.description}>{description}</p> : null}
          </div>
          {actions ? <div className={classes.actions}>{actions}</div> : null}
        </header>
      )}
      <div className={classes.body}>{children}</div>
      {footer ? <footer className={classes.footer}>{footer}</footer> : null}
    </section>
  );
}
