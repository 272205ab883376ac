import { areaSections, areas } from '@daftari/contracts';
import { renderStandalone } from '@daftari/mf/standalone';
import { Toaster } from '@daftari/ui';
import EstimatesScreens from './routes/estimates/index.tsx';
import Screens from './routes/index.tsx';

renderStandalone({
  basePath: areas.invoicing.basePath,
  Screens,
  sections: [{ basePath: areaSections.estimates.basePath, Screens: EstimatesScreens }],
  extras: <Toaster />,
});
