import { css } from '@daftari/ui/styled-system/css';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5' })}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0f766e'} />
        <path
          d="M10 8h7a8 8 0 0 1 0 16h-7z"
          fill="none"
          stroke={inverted ? '#0f766e' : '#ffffff'}
          strokeWidth="3"
        />
      </svg>
      <span
        className={css({ fontSize: 'lg', fontWeight: 'bold', letterSpacing: '-0.01em' })}
        style={{ color: inverted ? '#ffffff' : undefined }}
      >
        Daftari
      </span>
    </span>
  );
}
