import { createAppPandaConfig } from '@daftari/ui/panda-config';

// The shell's sources and every remote's as one app: one stylesheet (with the reset) for all areas.
export default createAppPandaConfig({
  include: ['../../../shell/src/**/*.{ts,tsx}', '../../../mfe-*/src/**/*.{ts,tsx}'],
  preflight: true,
});
