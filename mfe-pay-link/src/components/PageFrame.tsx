import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const page = css({ w: 'full', maxW: 'md', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '4' });
const poweredBy = css({
  textAlign: 'center',
  fontSize: 'xs',
  color: 'fg.subtle',
  '& strong': { fontWeight: 'semibold', color: 'fg.muted' },
});

/** The column every public page sits in, signed at the bottom. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className={page}>
      {children}
      <p className={poweredBy}>
        Powered by <strong>Daftari</strong>
      </p>
    </div>
  );
}
