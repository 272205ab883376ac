export { type AreaName, areaNames, areas } from '@daftari/contracts';

/** Every remote exposes its screens as one module with this name. */
export const ROUTES_MODULE = 'routes';
