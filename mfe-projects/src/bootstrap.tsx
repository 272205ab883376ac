import { areaSections, areas } from '@daftari/contracts';
import { renderStandalone } from '@daftari/mf/standalone';
import { Toaster } from '@daftari/ui';
import Screens from './routes/index.tsx';
import TimeTrackingScreens from './routes/time-tracking/index.tsx';

renderStandalone({
  basePath: areas.projects.basePath,
  Screens,
  sections: [{ basePath: areaSections.timeTracking.basePath, Screens: TimeTrackingScreens }],
  extras: <Toaster />,
});
