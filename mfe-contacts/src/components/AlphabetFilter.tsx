import { css, cx } from '@daftari/ui/styled-system/css';
import { ALPHABET } from '../lib/list-params.ts';

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5',
  overflowX: 'auto',
  p: '1',
  layerStyle: 'surface',
  borderRadius: 'lg',
  scrollbarWidth: 'none',
  m: '0',
  minW: '0',
});
const item = css({
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '7',
  minW: '7',
  px: '1.5',
  borderRadius: 'md',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[aria-pressed=true]': { bg: 'accent', color: 'accent.contrast', boxShadow: 'xs' },
});
const allItem = css({ px: '2.5' });

export interface AlphabetFilterProps {
  /** '' for All. */
  value: string;
  onChange: (letter: string) => void;
}

/** All plus A to Z; the chosen one is pressed. */
export function AlphabetFilter({ value, onChange }: AlphabetFilterProps) {
  return (
    <fieldset aria-label="Filter by first letter" className={bar}>
      <button
        type="button"
        aria-pressed={value === ''}
        className={cx(item, allItem)}
        onClick={() => onChange('')}
      >
        All
      </button>
      {ALPHABET.map((letter) => (
        <button
          key={letter}
          type="button"
          aria-pressed={value === letter}
          className={item}
          onClick={() => onChange(letter)}
        >
          {letter}
        </button>
      ))}
    </fieldset>
  );
}
