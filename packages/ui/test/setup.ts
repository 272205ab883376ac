import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Under a loaded machine (CI beside other jobs) a re-render can take seconds: waitFor waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
