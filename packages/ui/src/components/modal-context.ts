import { createContext, useContext } from 'react';

/**
 * True inside a <Dialog>. A modal dialog hides everything outside itself from assistive technology
 * (aria-hidden on its siblings), so floating panels (select, combobox, menu) opened inside it must render
 * inside it too, not in a portal at the end of <body>; they use fixed positioning so the dialog's scroll
 * area does not clip them.
 */
export const InsideModalContext = createContext(false);

export function useFloatingPlacement(portalled = true) {
  const insideModal = useContext(InsideModalContext);
  return {
    portalDisabled: insideModal || !portalled,
    strategy: insideModal ? ('fixed' as const) : ('absolute' as const),
  };
}
