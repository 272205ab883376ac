/** The front door of public: what the API's wiring and the other modules may use of it. */
export { registerPublicRoutes } from './routes.ts';
