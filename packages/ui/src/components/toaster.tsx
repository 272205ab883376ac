import { token } from '@daftari/ui/styled-system/tokens';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps, toast } from 'sonner';

export { toast };
export type ToasterProps = SonnerToasterProps;

// sonner injects its own unlayered CSS; its theme is driven by CSS variables, which an inline style on the
// toaster overrides. Colours come from the Daftari tokens.
const themeVars = {
  '--normal-bg': token('colors.bg.surface'),
  '--normal-border': token('colors.border'),
  '--normal-text': token('colors.fg'),
  '--success-bg': token('colors.success.subtle'),
  '--success-border': token('colors.success.border'),
  '--success-text': token('colors.success.fg'),
  '--info-bg': token('colors.info.subtle'),
  '--info-border': token('colors.info.border'),
  '--info-text': token('colors.info.fg'),
  '--warning-bg': token('colors.warning.subtle'),
  '--warning-border': token('colors.warning.border'),
  '--warning-text': token('colors.warning.fg'),
  '--error-bg': token('colors.danger.subtle'),
  '--error-border': token('colors.danger.border'),
  '--error-text': token('colors.danger.fg'),
  '--border-radius': token('radii.lg'),
  fontFamily: token('fonts.body'),
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
      toastOptions={{ ...toastOptions, style: { fontSize: token('fontSizes.md'), ...toastOptions?.style } }}
      {...props}
    />
  );
}
