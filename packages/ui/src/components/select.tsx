import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { css, cx } from '@daftari/ui/styled-system/css';
import { input } from '@daftari/ui/styled-system/recipes';
import { type ReactNode, useMemo } from 'react';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { useFloatingPlacement } from './modal-context.ts';
import { floatingItem, floatingPanel, listTrigger, positioner } from './popover-styles.ts';

export interface SelectItem {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectProps {
  items: SelectItem[];
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Visible label (or wrap in <Field label=...>). */
  label?: ReactNode;
  'aria-label'?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  className?: string;
  /** Render the list in a portal (default) so it escapes clipping containers. */
  portalled?: boolean;
}

const trigger = cx(
  listTrigger,
  css({ '& [data-part=indicator]': { color: 'fg.subtle', display: 'inline-flex' } }),
);
const valueText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const labelStyle = css({ textStyle: 'label', color: 'fg', mb: '1.5', display: 'block' });

/** Ark Select over `{label, value}` items; single value in, single value out. */
export function Select({
  items,
  value,
  onValueChange,
  placeholder,
  label,
  'aria-label': ariaLabel,
  size = 'md',
  disabled,
  invalid,
  required,
  name,
  className,
  portalled = true,
}: SelectProps) {
  const collection = useMemo(() => createListCollection({ items }), [items]);
  const { portalDisabled, strategy } = useFloatingPlacement(portalled);
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onValueChange(next);
      }}
      disabled={disabled}
      invalid={invalid}
      required={required}
      name={name}
      positioning={{ sameWidth: true, gutter: 4, strategy }}
      className={className}
    >
      {label ? <ArkSelect.Label className={labelStyle}>{label}</ArkSelect.Label> : null}
      <ArkSelect.Control>
        <ArkSelect.Trigger aria-label={ariaLabel} className={cx(input({ size }), trigger)}>
          <ArkSelect.ValueText placeholder={placeholder} className={valueText} />
          <ArkSelect.Indicator>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal disabled={portalDisabled}>
        <ArkSelect.Positioner className={positioner}>
          <ArkSelect.Content className={floatingPanel}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={floatingItem}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>
                  <CheckIcon size={14} />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
