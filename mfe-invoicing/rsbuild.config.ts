import { areaSections } from '@daftari/contracts';
import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({
  area: 'invoicing',
  appDir: process.cwd(),
  port: 3102,
  // The estimates' screens, mounted by the shell at /work/estimates/* and loaded only there.
  exposes: { [`./${areaSections.estimates.module}`]: './src/routes/estimates/index.tsx' },
});
