/** What other modules may use of auth: its front door. */
export { authOf } from './require-auth.ts';
