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
