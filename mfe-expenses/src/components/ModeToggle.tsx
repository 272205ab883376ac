import { css } from '@daftari/ui/styled-system/css';

export type EntryMode = 'ai' | 'manual';

const MODES: { value: EntryMode; label: string }[] = [
  { value: 'ai', label: 'AI-Assisted Extraction' },
  { value: 'manual', label: 'Manual Entry' },
];

const group = css({
  display: 'inline-flex',
  m: '0',
  minW: '0',
  p: '1',
  gap: '1',
  borderRadius: 'lg',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
const option = css({
  px: '3',
  h: '8',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background-color 120ms, color 120ms',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg', boxShadow: 'xs' },
});

/** The segmented switch between the two ways of filling the form. */
export function ModeToggle({ value, onChange }: { value: EntryMode; onChange: (mode: EntryMode) => void }) {
  return (
    <fieldset className={group} aria-label="Entry mode">
      {MODES.map((mode) => (
        <button
          key={mode.value}
          type="button"
          className={option}
          aria-pressed={value === mode.value}
          onClick={() => onChange(mode.value)}
        >
          {mode.label}
        </button>
      ))}
    </fieldset>
  );
}
