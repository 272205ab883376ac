/** The front door of projects: what the API's wiring and the other modules may use of it. */

export { registerProjectRoutes } from './routes.ts';
export { createProject, projectNotFound } from './service.ts';
