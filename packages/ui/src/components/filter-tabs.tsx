import { css } from '@daftari/ui/styled-system/css';

const bar = css({
  display: 'flex',
  gap: '1',
  p: '1',
  w: 'fit-content',
  maxW: 'full',
  overflowX: 'auto',
  borderRadius: 'lg',
  bg: 'bg.muted',
});
const tab = css({
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[aria-selected=true]': { bg: 'bg.surface', color: 'fg', boxShadow: 'xs' },
});

export interface FilterTabsProps<T extends string> {
  /** Names the row of tabs ('Show bills'). */
  label: string;
  items: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of tabs choosing what a list shows (Open / Overdue / Paid / All); scrolls sideways on a phone. */
export function FilterTabs<T extends string>({ label, items, value, onChange }: FilterTabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={bar}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          className={tab}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
