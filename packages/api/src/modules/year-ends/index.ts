/** The year-end close: its front door. */

export { registerYearEndRoutes } from './routes.ts';
