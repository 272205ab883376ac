import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  px: '6',
  py: '14',
  gap: '2',
});
const art = css({ mb: '3', color: 'accent' });
const titleStyle = css({ textStyle: 'heading.md', color: 'fg', maxW: 'md' });
const descriptionStyle = css({ textStyle: 'body.md', color: 'fg.muted', maxW: 'md' });
const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  mt: '4',
});

/** A stack of documents with a tick: drawn inline, tinted by the accent. */
export function EmptyIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" fill="none" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="currentColor" opacity="0.07" />
      <circle cx="48" cy="48" r="34" fill="currentColor" opacity="0.07" />
      <rect
        x="30"
        y="22"
        width="36"
        height="46"
        rx="5"
        fill="#fff"
        stroke="currentColor"
        strokeOpacity="0.25"
      />
      <rect
        x="25"
        y="27"
        width="36"
        height="46"
        rx="5"
        fill="#fff"
        stroke="currentColor"
        strokeOpacity="0.45"
      />
      <rect x="31" y="35" width="18" height="3" rx="1.5" fill="currentColor" opacity="0.55" />
      <rect x="31" y="43" width="24" height="3" rx="1.5" fill="currentColor" opacity="0.25" />
      <rect x="31" y="50" width="20" height="3" rx="1.5" fill="currentColor" opacity="0.25" />
      <rect x="31" y="57" width="14" height="3" rx="1.5" fill="currentColor" opacity="0.25" />
      <circle cx="63" cy="66" r="11" fill="currentColor" />
      <path
        d="m58.5 66 3 3 6-6"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the default illustration (pass null for none). */
  icon?: ReactNode;
  /** Actions (buttons, links) under the text. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, children, className }: EmptyStateProps) {
  const artwork = icon === undefined ? <EmptyIllustration /> : icon;
  return (
    <div className={cx(root, className)}>
      {artwork ? <div className={art}>{artwork}</div> : null}
      <h2 className={titleStyle}>{title}</h2>
      {description ? <p className={descriptionStyle}>{description}</p> : null}
      {children ? <div className={actionsStyle}>{children}</div> : null}
    </div>
  );
}
