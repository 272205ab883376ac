import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps, toast } from 'sonner';
import { tokenVar } from '../token-var.ts';

export { toast };

/** A toast for a failed action: the title, and the message under it when it says more than the title. */
export function toastError(title: string, message?: string) {
  toast.error(title, message && message !== title ? { description: message } : undefined);
}
export type ToasterProps = SonnerToasterProps;

// sonner injects its own unlayered CSS; its theme is driven by CSS variables, which an inline style on the
// toaster overrides. Colours come from the Daftari tokens.
const themeVars = {
  '--normal-bg': tokenVar('colors.bg.surface'),
  '--normal-border': tokenVar('colors.border'),
  '--normal-text': tokenVar('colors.fg'),
  '--success-bg': tokenVar('colors.success.subtle'),
  '--success-border': tokenVar('colors.success.border'),
  '--success-text': tokenVar('colors.success.fg'),
  '--info-bg': tokenVar('colors.info.subtle'),
  '--info-border': tokenVar('colors.info.border'),
  '--info-text': tokenVar('colors.info.fg'),
  '--warning-bg': tokenVar('colors.warning.subtle'),
  '--warning-border': tokenVar('colors.warning.border'),
  '--warning-text': tokenVar('colors.warning.fg'),
  '--error-bg': tokenVar('colors.danger.subtle'),
  '--error-border': tokenVar('colors.danger.border'),
  '--error-text': tokenVar('colors.danger.fg'),
  '--border-radius': tokenVar('radii.lg'),
  fontFamily: tokenVar('fonts.body'),
} as CSSProperties;

/** sonner's Toaster in Daftari's colours: bottom-right, clear of the header actions it would otherwise cover. */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      duration={5000}
      style={{ ...themeVars, ...style }}
      toastOptions={{
        ...toastOptions,
        style: { fontSize: tokenVar('fontSizes.md'), ...toastOptions?.style },
      }}
      {...props}
    />
  );
}
