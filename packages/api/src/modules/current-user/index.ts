/** What other modules may use of the current-user read model: its front door. */
export { currentUser } from './current-user.ts';
export { registerCurrentUserRoutes } from './routes.ts';
