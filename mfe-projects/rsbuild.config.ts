import { areaSections } from '@daftari/contracts';
import { RUNNING_TIMER_MODULE, remoteConfig } from '@daftari/mf/build';

export default remoteConfig({
  area: 'projects',
  appDir: process.cwd(),
  port: 3104,
  exposes: {
    // Time tracking's screens, mounted by the shell at /work/time-tracking and loaded only there.
    [`./${areaSections.timeTracking.module}`]: './src/routes/time-tracking/index.tsx',
    // The running timer in the shell's header, on every page.
    [`./${RUNNING_TIMER_MODULE}`]: './src/RunningTimer.tsx',
  },
});
