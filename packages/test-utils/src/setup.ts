// A vitest setup file (`setupFiles: ['@daftari/test-utils/setup']`): leaves nothing of one test to the next.
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // sonner keeps its toasts in module state and replays still-active ones to the next test's Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});
