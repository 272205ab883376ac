import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { Brand } from '../layout/Brand.tsx';

const points = [
  'Invoices your customers can pay online with card or M-Pesa',
  'Expenses read straight from a photo of the receipt',
  'Every shilling owed and paid, at a glance',
];

/** The two-panel frame of the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={css({ minH: '100vh', display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' } })}
    >
      <aside
        className={css({
          display: { base: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: '12',
          color: 'white',
          bgGradient: 'to-br',
          gradientFrom: 'brand.700',
          gradientTo: 'brand.900',
        })}
      >
        <Brand inverted />
        <div>
          <h2
            className={css({
              fontSize: '3xl',
              fontWeight: 'semibold',
              lineHeight: 'tight',
              mb: '6',
              maxW: 'md',
            })}
          >
            Bookkeeping that keeps up with your business.
          </h2>
          <ul className={css({ display: 'grid', gap: '3', opacity: 0.9 })}>
            {points.map((point) => (
              <li key={point} className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}>
                <span aria-hidden>✓</span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className={css({ fontSize: 'sm', opacity: 0.7 })}>Made for small businesses in Kenya.</p>
      </aside>
      <main
        className={css({
          display: 'grid',
          placeItems: 'center',
          p: { base: '6', md: '12' },
          bg: 'bg.canvas',
        })}
      >
        <div className={css({ w: 'full', maxW: 'sm' })}>
          <div className={css({ display: { base: 'block', lg: 'none' }, mb: '8' })}>
            <Brand />
          </div>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '1' })}>{title}</h1>
          <p className={css({ color: 'fg.muted', mb: '8' })}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
