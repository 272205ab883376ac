/** The front door of the audit trail: what the API's wiring and the command line may use of it. */

export { appendAuditEvent } from './chain.ts';
export { auditedAccounts, verifyAuditChain } from './queries.ts';
export { installAuditTrail } from './recorder.ts';
export { registerAuditRoutes } from './routes.ts';
