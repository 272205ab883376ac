import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '@daftari/ui/styled-system/css';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { useFloatingPlacement } from './modal-context.ts';
import { floatingItem, floatingPanel, positioner } from './popover-styles.ts';

export interface MenuItem {
  /** Unique within the menu. */
  value: string;
  label: ReactNode;
  onSelect?: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive entries read in red. */
  tone?: 'danger';
  /** Draw a separator above this item. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** The button that opens the menu; receives Ark's trigger props (aria-haspopup, aria-expanded, ...). */
  trigger: ReactElement;
  items: MenuItem[];
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';
  /** Opens as it mounts (for a menu whose code loads when its trigger is first pressed). */
  defaultOpen?: boolean;
  className?: string;
}

const iconSlot = css({ display: 'inline-flex', color: 'fg.subtle', '& svg': { w: '4', h: '4' } });
const separator = css({ h: '1px', bg: 'border', my: '1', mx: '-1', border: 'none' });
const panel = css({ minW: '44' });

/** Dropdown menu on Ark Menu: keyboard navigation, typeahead, closes on select. */
export function Menu({ trigger, items, placement = 'bottom-end', defaultOpen, className }: MenuProps) {
  const { portalDisabled, strategy } = useFloatingPlacement();
  return (
    <ArkMenu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement, gutter: 4, strategy }}
      onSelect={(details) => items.find((item) => item.value === details.value)?.onSelect?.()}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal disabled={portalDisabled}>
        <ArkMenu.Positioner className={positioner}>
          <ArkMenu.Content className={cx(floatingPanel, panel, className)}>
            {items.map((item) => (
              <Fragment key={item.value}>
                {item.separatorBefore ? <ArkMenu.Separator className={separator} /> : null}
                <ArkMenu.Item
                  value={item.value}
                  disabled={item.disabled}
                  data-tone={item.tone}
                  className={floatingItem}
                >
                  {item.icon ? <span className={iconSlot}>{item.icon}</span> : null}
                  {item.label}
                </ArkMenu.Item>
              </Fragment>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
