import { areas } from '@daftari/mf';
import { renderStandalone } from '@daftari/mf/standalone';
import { Toaster } from '@daftari/ui';
import Screens from './routes/index.tsx';

renderStandalone({ basePath: areas.banking.basePath, Screens, extras: <Toaster /> });
