import { useEffect } from 'react';

export interface InboxKeyHandlers {
  next: () => void;
  previous: () => void;
  accept: () => void;
  exclude: () => void;
  toggle: () => void;
}

/** Where typing goes (a field, a dialog): the inbox's letters are left alone there. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role=dialog], [role=alertdialog], [role=listbox], [role=menu]')) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button'].includes(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The inbox's keys: j / k move to the next / previous line, a accepts (or opens the match), e excludes, x
 * selects. Off while the owner types in a field or a dialog is open (`enabled: false`).
 */
export function useInboxKeys(handlers: InboxKeyHandlers, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      const action = {
        j: handlers.next,
        k: handlers.previous,
        a: handlers.accept,
        e: handlers.exclude,
        x: handlers.toggle,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [handlers, enabled]);
}
