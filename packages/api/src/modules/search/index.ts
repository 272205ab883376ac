/** The front door of search: what the API's wiring may use of it. */
export { registerSearchRoutes } from './routes.ts';
