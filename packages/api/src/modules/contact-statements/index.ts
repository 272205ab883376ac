/** The front door of contact statements: the routes, for the API's wiring. */
export { registerContactStatementRoutes } from './routes.ts';
