import type { ScopeException } from './tenant-scope.ts';

/**
 * The statements on a tenant table that rightly do not name the business (test/api/team/tenant-scope.test.ts),
 * each with why. Keep it short: a new entry needs a reason a reviewer accepts.
 */
export const SCOPE_EXCEPTIONS: ScopeException[] = [
  {
    tables: ['users'],
    reason:
      'a person, not a record of a business: users.account_id is only the business they last chose; read by ' +
      'the e-mail signing in (or asking a reset link, or invited) or by the id of the signed-in user',
  },
  {
    tables: ['sessions'],
    reason:
      'a person’s sessions, keyed by the token’s hash or by the signed-in user; sessions.account_id is the ' +
      'business a session was opened in',
  },
  {
    tables: ['sessions', 'users'],
    sql: /where \("sessions"."token_hash" = \$1 /,
    reason: 'the bearer token’s session and its user: how a request learns who it is (src/http/auth.ts)',
  },
  {
    tables: ['memberships'],
    sql: /where \("memberships"."user_id" = \$\d+ and "memberships"."status" = \$\d+/,
    reason:
      'the signed-in person’s own memberships: the businesses they may work in (src/http/auth.ts chooses ' +
      'the request’s business from them; GET /users/current lists them)',
  },
  {
    route: /^(GET|POST) \/api\/(public|payments)\//,
    reason:
      'the customer’s pay page, signed in as nobody: keyed by the unguessable id of its link (an invoice’s ' +
      'or an estimate’s UUID, or the Paystack reference made for it); the business is that record’s',
  },
  {
    route: /^job producer \d+$/,
    reason:
      'a producer of background work looks for what is due in every business (recurring expenses and ' +
      'invoices, reminders, the daily eTIMS pulls) and claims each item by its id for the one job it ' +
      'enqueues, which names the item’s business; what that job’s handler sends is checked',
  },
  {
    route: /^job /,
    tables: ['jobs'],
    reason:
      'the queue: a runner claims the next due job of any business, then completes, fails or postpones it by ' +
      'the id it claimed; the job row names the business its handler works in',
  },
];
