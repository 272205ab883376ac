import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, Avatar, avatarColor, initials } from '../src/index.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('avatarColor', () => {
  it('is deterministic: the same seed always gives the same colour', () => {
    const first = avatarColor('amina@savannah.co.ke');
    for (let i = 0; i < 5; i++) expect(avatarColor('amina@savannah.co.ke')).toBe(first);
  });

  it('pins known seeds (stable across releases and machines)', () => {
    expect(avatarColor('amina@savannah.co.ke')).toMatchInlineSnapshot(`"#475467"`);
    expect(avatarColor('brian@kamau.dev')).toMatchInlineSnapshot(`"#475467"`);
    expect(avatarColor('')).toMatchInlineSnapshot(`"#175cd3"`);
  });

  it('ignores case and surrounding whitespace', () => {
    expect(avatarColor('  Amina@Savannah.CO.KE ')).toBe(avatarColor('amina@savannah.co.ke'));
  });

  it('treats a missing seed like an empty one', () => {
    expect(avatarColor(undefined)).toBe(avatarColor(''));
    expect(avatarColor(null)).toBe(avatarColor(''));
  });

  it('always returns a palette colour and spreads seeds over the palette', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const color = avatarColor(`user${i}@example.com`);
      expect(AVATAR_COLORS).toContain(color);
      seen.add(color);
    }
    expect(seen.size).toBe(AVATAR_COLORS.length);
  });

  it('keeps white initials readable on every palette colour (WCAG AA, 4.5:1)', () => {
    for (const color of AVATAR_COLORS) {
      const contrast = 1.05 / (luminance(color) + 0.05);
      expect(contrast, color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('Jane Wanjiru Doe')).toBe('JD');
    expect(initials('amina')).toBe('A');
    expect(initials('  brian   kamau  ')).toBe('BK');
    expect(initials("o'neil mary-jane")).toBe('OM');
    expect(initials('Mary-Jane Smith-Jones')).toBe('MS');
  });

  it('handles non-Latin letters and surrogate pairs', () => {
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('𝒜lpha Beta')).toBe('𝒜B');
  });

  it('skips leading punctuation', () => {
    expect(initials('(Acme) Ltd.')).toBe('AL');
  });

  it('falls back to the email, then to ?', () => {
    expect(initials('', 'jane.doe@example.com')).toBe('JD');
    expect(initials('', 'john_k-otieno@example.com')).toBe('JO');
    expect(initials(null, 'amina@example.com')).toBe('A');
    expect(initials('   ', '')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

describe('Avatar', () => {
  it('renders the initials on the seed colour', () => {
    render(<Avatar name="Brian Kamau" seed="brian@kamau.dev" />);
    const avatar = screen.getByLabelText('Brian Kamau');
    expect(avatar.textContent).toBe('BK');
    expect(avatar.style.backgroundColor).not.toBe('');
    const expected = avatarColor('brian@kamau.dev');
    const rgb = [1, 3, 5].map((i) => Number.parseInt(expected.slice(i, i + 2), 16)).join(', ');
    expect([expected, `rgb(${rgb})`]).toContain(avatar.style.backgroundColor);
  });

  it('gives the same person the same colour wherever it renders', () => {
    const { container } = render(
      <>
        <Avatar name="Amina" seed="amina@savannah.co.ke" />
        <Avatar name="Amina Otieno" seed="AMINA@savannah.co.ke" />
      </>,
    );
    const [a, b] = container.querySelectorAll<HTMLElement>('[role="img"]');
    expect(a!.style.backgroundColor).toBe(b!.style.backgroundColor);
  });
});
