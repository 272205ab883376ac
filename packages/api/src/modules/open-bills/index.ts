/** The front door of open-bills: what the API's wiring and the other modules may use of it. */
export { registerOpenBillRoutes } from './routes.ts';
