/** What other modules may use of the account: its front door. */

export { registerAccountRoutes } from './routes.ts';
export { documentBusiness, getAccount, updateAccount } from './service.ts';
