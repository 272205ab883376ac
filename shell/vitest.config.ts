import base from '@daftari/test-utils/vitest-config';
import { mergeConfig } from 'vitest/config';

// The shell's tests replace @daftari/mf (vi.mock) to stand in for the remotes, so each file gets its own
// modules.
export default mergeConfig(base, { test: { isolate: true } });
