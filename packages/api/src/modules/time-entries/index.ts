/** What other modules may use of time entries: its front door. */
export { runningEntry } from './queries.ts';
export { registerTimeEntryRoutes } from './routes.ts';
export { createTimeEntry } from './service.ts';
