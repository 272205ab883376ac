import { areaSections } from '@daftari/contracts';
import { remoteConfig } from '@daftari/mf/build';

export default remoteConfig({
  area: 'expenses',
  appDir: process.cwd(),
  port: 3103,
  // The bills' screens, mounted by the shell at /bills/* and loaded only there.
  exposes: { [`./${areaSections.bills.module}`]: './src/routes/bills/index.tsx' },
});
