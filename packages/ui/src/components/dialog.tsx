import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactElement, ReactNode } from 'react';
import { XIcon } from './icons.tsx';
import { InsideModalContext } from './modal-context.ts';

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'bg.overlay',
  backdropFilter: 'blur(2px)',
  zIndex: 'overlay',
  _open: { animation: 'dft-fade-in 150ms ease-out' },
  _closed: { animation: 'dft-fade-out 100ms ease-in' },
});
const positionerStyle = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'flex',
  alignItems: { base: 'flex-end', sm: 'flex-start' },
  justifyContent: 'center',
  p: { base: '0', sm: '4' },
  pt: { sm: '12vh' },
  overflowY: 'auto',
});
const content = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  w: 'full',
  bg: 'bg.surface',
  borderTopRadius: '2xl',
  borderBottomRadius: { base: '0', sm: '2xl' },
  boxShadow: '2xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  outline: 'none',
  maxH: { base: '92vh', sm: 'calc(100vh - 16vh)' },
  _open: { animation: 'dft-pop-in 180ms cubic-bezier(0.16, 1, 0.3, 1)' },
  _closed: { animation: 'dft-pop-out 100ms ease-in' },
});
const sizes = {
  sm: css({ maxW: { sm: '25rem' } }),
  md: css({ maxW: { sm: '32rem' } }),
  lg: css({ maxW: { sm: '42rem' } }),
};
const header = css({ px: '6', pt: '5', pb: '1', pr: '12' });
const title = css({ textStyle: 'heading.md', color: 'fg' });
const description = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1' });
const body = css({ px: '6', py: '4', overflowY: 'auto', flex: '1' });
const footerStyle = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '2',
  px: '6',
  py: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  borderBottomRadius: { base: '0', sm: '2xl' },
});
const close = css({
  position: 'absolute',
  top: '4',
  right: '4',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'md',
  color: 'fg.subtle',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
});

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row (e.g. Cancel + primary button), right-aligned. */
  footer?: ReactNode;
  size?: keyof typeof sizes;
  /** Optional element that opens the dialog (rendered as-is, wired by Ark). */
  trigger?: ReactElement;
  /** Accessible label of the close (x) button. */
  closeLabel?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open (defaults to the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  className?: string;
}

/** Modal dialog on Ark Dialog: focus trapped, Escape and outside click close, title/description wired. */
export function Dialog({
  open,
  onOpenChange,
  title: titleText,
  description: descriptionText,
  children,
  footer,
  size = 'md',
  trigger,
  closeLabel = 'Close',
  role = 'dialog',
  initialFocusEl,
  className,
}: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner className={positionerStyle}>
          <ArkDialog.Content className={cx(content, sizes[size], className)}>
            <InsideModalContext.Provider value={true}>
              <div className={header}>
                <ArkDialog.Title className={title}>{titleText}</ArkDialog.Title>
                {descriptionText ? (
                  <ArkDialog.Description className={description}>{descriptionText}</ArkDialog.Description>
                ) : null}
              </div>
              {children ? <div className={body}>{children}</div> : null}
              {footer ? <div className={footerStyle}>{footer}</div> : null}
              <ArkDialog.CloseTrigger aria-label={closeLabel} className={close}>
                <XIcon />
              </ArkDialog.CloseTrigger>
            </InsideModalContext.Provider>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
