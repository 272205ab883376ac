import { renderPage } from '@daftari/test-utils';
import { type Clock, ClockProvider } from '../src/lib/clock.tsx';
import TimeTrackingRoutes from '../src/routes/time-tracking/index.tsx';

/** Renders time tracking at /work/time-tracking the way the shell does, reading the time from `clock`. */
export const renderTimeTracking = (clock: Clock, route = '/work/time-tracking') =>
  renderPage(
    <ClockProvider clock={clock}>
      <TimeTrackingRoutes />
    </ClockProvider>,
    { route, path: '/work/time-tracking/*' },
  );
