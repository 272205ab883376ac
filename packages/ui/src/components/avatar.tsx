import { css, cx } from '@daftari/ui/styled-system/css';

/**
 * Avatar backgrounds: mid-dark hues that all keep white initials above WCAG AA contrast (4.5:1).
 */
export const AVATAR_COLORS = [
  '#17615a', // teal
  '#175cd3', // blue
  '#6941c6', // violet
  '#c11574', // magenta
  '#b42318', // red
  '#b54708', // amber
  '#027a48', // green
  '#3538cd', // indigo
  '#0e7090', // cyan
  '#4e5ba6', // slate blue
  '#9e165f', // plum
  '#475467', // grey
] as const;

/** FNV-1a, 32-bit: small, fast and stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The background colour for a seed (an email, usually): the same seed always gets the same colour,
 * ignoring case and surrounding spaces. Pure; no network.
 */
export function avatarColor(seed: string | null | undefined): string {
  const key = (seed ?? '').trim().toLowerCase();
  return AVATAR_COLORS[hash(key) % AVATAR_COLORS.length]!;
}

/**
 * Up to two initials: first and last word of the name ('Jane Wanjiru Doe' -> 'JD', 'amina' -> 'A').
 * Falls back to the local part of an email ('jane.doe@x.co' -> 'JD'), then '?'.
 */
export function initials(name: string | null | undefined, fallbackEmail?: string | null): string {
  const pick = (text: string, separators: RegExp) => {
    const words = text
      .split(separators)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
      .filter(Boolean);
    if (words.length === 0) return '';
    const first = Array.from(words[0]!)[0] ?? '';
    const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
    return `${first}${last}`.toLocaleUpperCase();
  };
  // Names split on spaces only ('Mary-Jane Smith-Jones' -> 'MS'); email local parts also on . _ - +.
  const fromName = pick((name ?? '').trim(), /\s+/u);
  if (fromName) return fromName;
  const local = (fallbackEmail ?? '').split('@')[0] ?? '';
  return pick(local, /[\s._\-+]+/u) || '?';
}

const sizes = {
  sm: css({ w: '6', h: '6', fontSize: '2xs' }),
  md: css({ w: '8', h: '8', fontSize: 'xs' }),
  lg: css({ w: '10', h: '10', fontSize: 'md' }),
};

const root = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  overflow: 'hidden',
  color: 'white',
  fontWeight: 'semibold',
  letterSpacing: '0.02em',
  userSelect: 'none',
  boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.06)',
});

export interface AvatarProps {
  /** Display name; its initials are shown. */
  name?: string | null;
  /** What the colour derives from (e.g. the email). Defaults to the name. */
  seed?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** Initials on a deterministic colour (works offline, no avatar service, no pictures). */
export function Avatar({ name, seed, size = 'md', className }: AvatarProps) {
  const colorSeed = seed ?? name ?? '';
  return (
    <span
      role="img"
      className={cx(root, sizes[size], className)}
      style={{ backgroundColor: avatarColor(colorSeed) }}
      aria-label={name ?? seed ?? undefined}
    >
      <span aria-hidden="true">{initials(name, seed)}</span>
    </span>
  );
}
