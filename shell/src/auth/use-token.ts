import { AUTH_CHANGED_EVENT, getToken } from '@daftari/api-client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  addEventListener(AUTH_CHANGED_EVENT, onChange);
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(AUTH_CHANGED_EVENT, onChange);
    removeEventListener('storage', onChange);
  };
}

/** The stored bearer token, re-read whenever it is set or cleared (in this tab or another). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
