import { toast } from '@daftari/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // sonner replays still-active toasts to the next test's Toaster: dismiss them.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
