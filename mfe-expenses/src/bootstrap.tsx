import { areaSections, areas } from '@daftari/contracts';
import { renderStandalone } from '@daftari/mf/standalone';
import { Toaster } from '@daftari/ui';
import BillsScreens from './routes/bills/index.tsx';
import Screens from './routes/index.tsx';

renderStandalone({
  basePath: areas.expenses.basePath,
  Screens,
  sections: [{ basePath: areaSections.bills.basePath, Screens: BillsScreens }],
  extras: <Toaster />,
});
