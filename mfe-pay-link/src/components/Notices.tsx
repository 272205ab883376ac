import { AlertCircleIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const panel = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  fontWeight: 'medium',
  '& svg': { flexShrink: 0 },
});
const panelTones = {
  success: css({ layerStyle: 'tinted.success' }),
  neutral: css({ layerStyle: 'inset', color: 'fg', '& svg': { color: 'fg.muted' } }),
};
const failure = css({
  display: 'flex',
  gap: '2.5',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'lg',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
  '& svg': { flexShrink: 0, mt: '0.5' },
});

const box = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'xl',
  boxShadow: 'xs',
  '& svg': { flexShrink: 0, mt: '0.5' },
});
const boxTones = {
  success: css({ layerStyle: 'tinted.success' }),
  danger: css({ layerStyle: 'tinted.danger' }),
  warning: css({ layerStyle: 'tinted.warning' }),
  info: css({ layerStyle: 'tinted.info' }),
};
const boxBody = css({ minW: '0' });
const boxTitle = css({ fontWeight: 'semibold', fontSize: 'md', lineHeight: '1.25rem' });
const boxText = css({ fontSize: 'sm', lineHeight: '1.125rem', mt: '0.5', color: 'fg.muted' });

type NoticeTone = keyof typeof boxTones;

export interface ToneNoticeProps {
  tone: NoticeTone;
  icon: ReactNode;
  title: string;
  text: ReactNode;
  alert?: boolean;
  children?: ReactNode;
}

/**
 * A payment's progress or outcome in a tone: a title, what it means, and what may follow (`children`: a
 * reference, actions). `alert` for a failure, announced at once; otherwise a polite status.
 */
export function ToneNotice({ tone, icon, title, text, alert = false, children }: ToneNoticeProps) {
  return (
    <div role={alert ? 'alert' : 'status'} className={cx(box, boxTones[tone])}>
      {icon}
      <div className={boxBody}>
        <p className={boxTitle}>{title}</p>
        <p className={boxText}>{text}</p>
        {children}
      </div>
    </div>
  );
}

/** Where the document stands when there is nothing (more) to do: paid, cancelled, accepted, expired... */
export function StandingPanel({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof panelTones;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx(panel, panelTones[tone])}>
      {icon}
      <p>{children}</p>
    </div>
  );
}

/** An action that failed: what failed, and the server's reason or `fallback`. */
export function FailureAlert({
  title,
  reason,
  fallback,
}: {
  title: string;
  reason: string;
  fallback: string;
}) {
  return (
    <div role="alert" className={failure}>
      <AlertCircleIcon size={18} />
      <p>
        <strong>{title}</strong> {reason || fallback}
      </p>
    </div>
  );
}
