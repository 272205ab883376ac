/** What other modules may use of the current-user read model: its front door. */
export { currentUser, membershipsOf } from './current-user.ts';
export { registerCurrentUserRoutes } from './routes.ts';
