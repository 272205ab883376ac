/** The front door of jobs: what the API's wiring and the other modules may use of it. */
export { registerJobRoutes } from './routes.ts';
export { createJobWork, DEFAULT_ORIGIN } from './work.ts';
