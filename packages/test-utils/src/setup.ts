// A vitest setup file (`setupFiles: ['@daftari/test-utils/setup']`): leaves nothing of one test to the next.
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// On a loaded machine (CI beside other jobs) a screen's first render or an answer's re-render can take
// seconds, and a whole test over 7 s was measured: findBy*/waitFor wait up to 10 s instead of 1 s, and a
// test may run 30 s instead of 5 s. A test waiting for a state that never comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

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
