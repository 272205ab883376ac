export { type AreaName, areaNames, areas } from '@daftari/contracts';

/** Every remote exposes its screens as one module with this name. */
export const ROUTES_MODULE = 'routes';

/** The module the accounting area exposes for the shell's Home page: the owner's dashboard. */
export const DASHBOARD_MODULE = 'Dashboard';

/** The module the projects area exposes for the shell's header: the running timer, shown while one runs. */
export const RUNNING_TIMER_MODULE = 'RunningTimer';
