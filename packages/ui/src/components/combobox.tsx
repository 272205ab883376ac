import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox';
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '@daftari/ui/styled-system/css';
import { input } from '@daftari/ui/styled-system/recipes';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon, XIcon } from './icons.tsx';
import { useFloatingPlacement } from './modal-context.ts';
import { floatingItem, floatingSurface, listTrigger, positioner } from './popover-styles.ts';

export interface ComboboxItem {
  label: string;
  value: string;
  /** A second, muted line (e.g. a contact's email). Also searched. */
  description?: string;
  /** Extra text the search matches (e.g. company name, email). */
  keywords?: string[];
  disabled?: boolean;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Items whose label, description or keywords contain the query (case- and accent-insensitive). */
export function filterComboboxItems<T extends ComboboxItem>(items: readonly T[], query: string): T[] {
  const needle = normalize(query.trim());
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.label, item.description ?? '', ...(item.keywords ?? [])].some((text) =>
      normalize(text).includes(needle),
    ),
  );
}

export interface ComboboxProps {
  items: ComboboxItem[];
  value: string | null | undefined;
  onValueChange: (value: string | null) => void;
  /** Trigger text while nothing is selected, e.g. 'Filter by contact...'. */
  placeholder?: string;
  /** Search box placeholder, e.g. 'Search contacts...'. */
  inputPlaceholder?: string;
  /** Shown when the search matches nothing, e.g. 'No contact found.'. */
  emptyText?: ReactNode;
  /** Show a clear (x) button while a value is selected. */
  clearable?: boolean;
  clearLabel?: string;
  /** Called with the search text (e.g. for server-side search); filtering still happens locally. */
  onInputValueChange?: (query: string) => void;
  /** Turn off local filtering when `items` are already the search results. */
  filter?: boolean;
  label?: ReactNode;
  'aria-label'?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  /** Extra content at the bottom of the list panel (e.g. a '+ Create New Contact' action). */
  footer?: ReactNode;
}

const control = css({ position: 'relative', display: 'flex', alignItems: 'center', w: 'full' });
const triggerStyle = cx(listTrigger, css({ '& > svg': { color: 'fg.subtle', flexShrink: 0 } }));
const withClear = css({ pr: '14' });
const triggerText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: '1' });
const clearButton = css({
  position: 'absolute',
  right: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '5',
  h: '5',
  borderRadius: 'sm',
  color: 'fg.subtle',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '& svg': { w: '3.5', h: '3.5' },
});
const content = cx(
  floatingSurface,
  css({ overflow: 'hidden', minW: 'max(var(--reference-width, 14rem), 14rem)' }),
);
const searchRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
  color: 'fg.subtle',
});
const searchInput = css({
  flex: '1',
  minW: '0',
  h: '9',
  border: 'none',
  outline: 'none',
  bg: 'transparent',
  fontSize: 'md',
  color: 'fg',
  _placeholder: { color: 'fg.subtle' },
});
const list = css({ p: '1', maxH: '64', overflowY: 'auto' });
const empty = css({ py: '6', px: '3', textAlign: 'center', fontSize: 'md', color: 'fg.muted' });
const itemText = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const itemDescription = css({
  fontSize: 'xs',
  color: 'fg.subtle',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const footerStyle = css({ borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border', p: '1' });
const labelStyle = css({ textStyle: 'label', color: 'fg', mb: '1.5', display: 'block' });

/**
 * A searchable picker on Ark Combobox: a select-like trigger showing the choice (or `placeholder`), and a
 * panel with a search box (`inputPlaceholder`), the matching items, and `emptyText` when nothing matches.
 */
export function Combobox({
  items,
  value,
  onValueChange,
  placeholder = 'Select...',
  inputPlaceholder = 'Search...',
  emptyText = 'No results found.',
  clearable = false,
  clearLabel = 'Clear',
  onInputValueChange,
  filter = true,
  label,
  'aria-label': ariaLabel,
  size = 'md',
  disabled,
  invalid,
  className,
  footer,
}: ComboboxProps) {
  const [query, setQuery] = useState('');
  const { portalDisabled, strategy } = useFloatingPlacement();
  const uid = useId();
  const labelId = `${uid}label`;
  const valueId = `${uid}value`;
  // The trigger is the control people reach; name it by our label or the enclosing <Field>'s label, plus
  // the current choice ('Contact Brian Kamau').
  const field = useFieldContext() as { ids?: { label?: string } } | undefined;
  const nameSource = label ? labelId : field?.ids?.label;
  const labelledBy = ariaLabel ? undefined : nameSource ? `${nameSource} ${valueId}` : undefined;
  const visible = useMemo(() => (filter ? filterComboboxItems(items, query) : items), [filter, items, query]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: visible,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [visible],
  );
  const selected = value ? items.find((item) => item.value === value) : undefined;
  const showClear = clearable && Boolean(selected) && !disabled;

  return (
    <ArkCombobox.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      inputValue={query}
      onInputValueChange={(details) => {
        setQuery(details.inputValue);
        onInputValueChange?.(details.inputValue);
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery('');
      }}
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      disabled={disabled}
      invalid={invalid}
      positioning={{ placement: 'bottom-start', gutter: 4, sameWidth: false, strategy }}
      ids={{ label: labelId }}
      className={className}
    >
      {label ? <ArkCombobox.Label className={labelStyle}>{label}</ArkCombobox.Label> : null}
      <ArkCombobox.Control className={control}>
        <ArkCombobox.Trigger
          focusable
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          data-placeholder-shown={selected ? undefined : ''}
          className={cx(input({ size }), triggerStyle, showClear && withClear)}
        >
          <span id={valueId} className={triggerText}>
            {selected ? selected.label : placeholder}
          </span>
          <ChevronsUpDownIcon size={14} />
        </ArkCombobox.Trigger>
        {showClear ? (
          <ArkCombobox.ClearTrigger aria-label={clearLabel} className={clearButton}>
            <XIcon />
          </ArkCombobox.ClearTrigger>
        ) : null}
      </ArkCombobox.Control>
      <Portal disabled={portalDisabled}>
        <ArkCombobox.Positioner className={positioner}>
          <ArkCombobox.Content className={content}>
            <div className={searchRow}>
              <SearchIcon size={14} />
              <ArkCombobox.Input placeholder={inputPlaceholder} className={searchInput} />
            </div>
            <ArkCombobox.List className={list}>
              {collection.items.map((item) => (
                <ArkCombobox.Item key={item.value} item={item} className={floatingItem}>
                  <span className={itemText}>
                    <ArkCombobox.ItemText>{item.label}</ArkCombobox.ItemText>
                    {item.description ? <span className={itemDescription}>{item.description}</span> : null}
                  </span>
                  <ArkCombobox.ItemIndicator>
                    <CheckIcon size={14} />
                  </ArkCombobox.ItemIndicator>
                </ArkCombobox.Item>
              ))}
            </ArkCombobox.List>
            <ArkCombobox.Empty className={empty}>{emptyText}</ArkCombobox.Empty>
            {footer ? <div className={footerStyle}>{footer}</div> : null}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.Root>
  );
}
