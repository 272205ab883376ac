import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

/** The frame of pages customers see without signing in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100vh', bg: 'bg.subtle', display: 'grid', placeItems: 'center', p: '6' })}>
      {children}
    </div>
  );
}
