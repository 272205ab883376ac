import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// On a loaded machine (CI beside other jobs) a re-render can take seconds: waitFor waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The widgets' tests answer /api through a stubbed fetch and may fake the clock.
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
