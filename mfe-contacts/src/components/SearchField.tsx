import { Input, SearchIcon, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const wrap = css({ position: 'relative', w: { base: 'full', sm: '80' } });
const icon = css({
  position: 'absolute',
  left: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.subtle',
  pointerEvents: 'none',
  display: 'inline-flex',
});
const input = css({
  pl: '9',
  pr: '8',
  bg: 'bg.surface',
  '&::-webkit-search-cancel-button': { display: 'none' },
});
const clear = css({
  position: 'absolute',
  right: '2',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'sm',
  color: 'fg.subtle',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
});

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  'aria-label': string;
}

export function SearchField({ value, onChange, placeholder, 'aria-label': ariaLabel }: SearchFieldProps) {
  return (
    <div className={wrap}>
      <span className={icon}>
        <SearchIcon size={15} />
      </span>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={ariaLabel}
        autoComplete="off"
        spellCheck={false}
        className={input}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) onChange('');
        }}
      />
      {value ? (
        <button type="button" aria-label="Clear search" className={clear} onClick={() => onChange('')}>
          <XIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}
