import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const root = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'flex-end' },
  justifyContent: 'space-between',
  gap: '4',
  pb: '6',
});
// Beside the actions the title keeps at least 12rem and never shrinks below that, so it wraps between words.
const titleBlock = css({ minW: '0', flex: { md: '1 0 12rem' } });
const titleStyle = css({ textStyle: 'heading.lg', color: 'fg' });
const descriptionStyle = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1' });
const eyebrowStyle = css({ mb: '1.5', fontSize: 'sm', color: 'fg.subtle' });
const actionsStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  // Beside the title (md and up) the actions wrap onto more lines rather than push the page wider.
  justifyContent: { md: 'flex-end' },
  minW: '0',
});

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title (breadcrumb, back link). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** A page's h1 with optional description and primary actions. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(root, className)}>
      <div className={titleBlock}>
        {eyebrow ? <div className={eyebrowStyle}>{eyebrow}</div> : null}
        <h1 className={titleStyle}>{title}</h1>
        {description ? <p className={descriptionStyle}>{description}</p> : null}
      </div>
      {actions ? <div className={actionsStyle}>{actions}</div> : null}
    </header>
  );
}
