/** The front door of auth: what the API's wiring and the other modules may use of it. */
export { createDemoAccountIfEmpty, demoWanted } from './demo.ts';
export { registerAuthRoutes, registerSessionRoutes } from './routes.ts';
export { registerPasswordResetRoutes, registerSecurityRoutes } from './security-routes.ts';
export {
  createAuthThrottle,
  createLoginBackoff,
  createSessionThrottle,
  type LoginBackoff,
} from './throttle.ts';
