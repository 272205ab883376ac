import type { Db } from './db/client.ts';
import type { AuthThrottle } from './modules/auth/throttle.ts';

/** What route modules receive from buildApp: the database and the shared services. */
export interface AppDeps {
  db: Db;
  throttle: AuthThrottle;
}
