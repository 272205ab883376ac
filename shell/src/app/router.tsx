import { createBrowserRouter } from '@daftari/router';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);
