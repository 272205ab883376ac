// A vitest setup file (`setupFiles: ['@daftari/test-utils/setup']`): leaves nothing of one test to the next.
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Under a loaded machine (CI beside other jobs) a lazy screen's first render or an answer's re-render can
// take seconds: findBy*/waitFor wait up to 5 s instead of 1 s, and a test up to 20 s instead of 5 s. A test
// that waits this long for a state that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

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
