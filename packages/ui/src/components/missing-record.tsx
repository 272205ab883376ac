import { css } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import type { ReactNode } from 'react';

const surface = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  px: '6',
  py: '16',
  layerStyle: 'surface',
  borderRadius: 'xl',
});
const art = square({ size: '12', mb: '2', borderRadius: 'full', bg: 'bg.muted', color: 'fg.subtle' });

/**
 * A record that does not exist (or belongs to another business: the API answers 404 for both), with the
 * way back (`action`, e.g. a link styled as a button).
 */
export function MissingRecord({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className={surface}>
      <span className={art}>{icon}</span>
      <h1 className={css({ textStyle: 'heading.md', color: 'fg' })}>{title}</h1>
      <p className={css({ textStyle: 'body.md', color: 'fg.muted', maxW: 'md' })}>{description}</p>
      <div className={css({ mt: '4' })}>{action}</div>
    </div>
  );
}
