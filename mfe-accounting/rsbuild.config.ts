import { DASHBOARD_MODULE, remoteConfig } from '@daftari/mf/build';

export default remoteConfig({
  area: 'accounting',
  appDir: process.cwd(),
  port: 3106,
  // The owner's dashboard, shown on the shell's Home page.
  exposes: { [`./${DASHBOARD_MODULE}`]: './src/Dashboard.tsx' },
});
