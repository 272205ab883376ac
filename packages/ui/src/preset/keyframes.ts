import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  'dft-shimmer': {
    '0%': { backgroundPosition: '100% 0' },
    '100%': { backgroundPosition: '-100% 0' },
  },
  'dft-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'dft-fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'dft-pop-in': {
    from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
    to: { opacity: 1, transform: 'translateY(0) scale(1)' },
  },
  'dft-pop-out': {
    from: { opacity: 1, transform: 'translateY(0) scale(1)' },
    to: { opacity: 0, transform: 'translateY(2px) scale(0.98)' },
  },
  'dft-spin': { to: { transform: 'rotate(360deg)' } },
});
