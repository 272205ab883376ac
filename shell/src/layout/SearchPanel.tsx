import { errorMessage, searchBusiness, searchKeys } from '@daftari/api-client';
import type { SearchKind, SearchResult } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { SearchIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { input } from '@daftari/ui/styled-system/recipes';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';

const KIND_LABEL: Record<SearchKind, string> = {
  contact: 'Contact',
  invoice: 'Invoice',
  estimate: 'Estimate',
  bill: 'Bill',
  expense: 'Expense',
  payment: 'Payment',
  bill_payment: 'Bill payment',
  mpesa_receipt: 'M-Pesa',
};

const backdrop = css({ position: 'fixed', inset: 0, bg: 'bg.overlay', zIndex: 'overlay' });
const panel = css({
  position: 'fixed',
  top: { base: 0, md: '16' },
  left: 0,
  right: 0,
  mx: 'auto',
  w: 'full',
  maxW: { md: 'xl' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: { base: '0', md: 'lg' },
  shadow: 'lg',
  zIndex: 'modal',
  p: '3',
});
const field = css({ display: 'flex', alignItems: 'center', gap: '2' });
const closeButton = css({ px: '2', py: '1', fontSize: 'sm', color: 'fg.muted', cursor: 'pointer' });
const list = css({ mt: '2', maxH: '70vh', overflowY: 'auto' });
const option = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2',
  rounded: 'md',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'bg.muted' },
});
const line = css({ display: 'flex', gap: '2', alignItems: 'baseline', minW: 0 });
const kindStyle = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0, w: '16' });
const detailStyle = css({ fontSize: 'xs', color: 'fg.muted', truncate: true });
const message = css({ px: '3', py: '4', fontSize: 'sm', color: 'fg.muted' });

/** `value`, once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SearchPanelProps {
  onClose: () => void;
  /** How long typing must pause before the search is sent. */
  delayMs?: number;
}

/**
 * The header's search field and its results (a listbox: up and down choose, Enter opens, Escape closes),
 * full width on a phone. What is typed is searched once typing pauses.
 */
export default function SearchPanel({ onClose, delayMs = 250 }: SearchPanelProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useSettled(text.trim(), delayMs);
  const search = useQuery({
    queryKey: searchKeys.of(q),
    queryFn: () => searchBusiness(q),
    enabled: q !== '',
    staleTime: 30_000,
  });
  const results = q === '' ? [] : (search.data ?? []);
  const open = (result: SearchResult | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Enter') open(results[active]);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else return;
  };
  const optionId = (index: number) => `${ids}-option-${index}`;
  const shown = results.length > 0;

  let status: string | null = null;
  if (text.trim() === '')
    status =
      'Find contacts, invoices, estimates, bills, expenses and payments by number, name, phone, M-Pesa code or amount.';
  else if (search.isError) status = errorMessage(search.error, 'The search failed');
  else if (q !== text.trim() || search.data === undefined) status = 'Searching…';
  else if (!shown) status = `Nothing found for “${q}”.`;

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on a click; Escape closes from the field. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div className={backdrop} onClick={onClose} />
      <div className={panel} role="dialog" aria-label="Search">
        <div className={field}>
          <SearchIcon size={18} />
          <input
            autoFocus
            type="search"
            role="combobox"
            aria-label="Search"
            aria-expanded={shown}
            aria-controls={`${ids}-results`}
            aria-autocomplete="list"
            aria-activedescendant={shown ? optionId(active) : undefined}
            maxLength={200}
            placeholder="INV-0042, a name, 0712…, an amount"
            className={cx(input({ size: 'md' }), css({ flex: 1 }))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={closeButton} onClick={onClose}>
            Close
          </button>
        </div>
        {status ? (
          <p className={message} role={search.isError && text.trim() !== '' ? 'alert' : 'status'}>
            {status}
          </p>
        ) : null}
        <div
          id={`${ids}-results`}
          role="listbox"
          aria-label="Search results"
          className={list}
          hidden={!shown}
        >
          {results.map((result, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the field (aria-activedescendant).
            <div
              key={`${result.kind}:${result.id}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={option}
              onPointerEnter={() => setActive(index)}
              onClick={() => open(result)}
            >
              <span className={line}>
                <span className={kindStyle}>{KIND_LABEL[result.kind]}</span>
                <span className={css({ fontWeight: 'medium', truncate: true })}>{result.label}</span>
              </span>
              <span className={cx(line, detailStyle)}>{result.detail}</span>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
