/** The front door of auth: what the API's wiring and the other modules may use of it. */
export { createDemoAccountIfEmpty, demoWanted } from './demo.ts';
export { hashPassword } from './passwords.ts';
export { registerAuthRoutes, registerSessionRoutes, signedIn } from './routes.ts';
export { registerPasswordResetRoutes, registerSecurityRoutes } from './security-routes.ts';
export { checkCredentials, signInTo } from './service.ts';
export { endSessionsIn } from './sessions.ts';
export {
  createAuthThrottle,
  createLoginBackoff,
  createSessionThrottle,
  type LoginBackoff,
} from './throttle.ts';
export { sealPlainTotpSecrets, type TotpSecrets, totpSecrets } from './totp-secret.ts';
