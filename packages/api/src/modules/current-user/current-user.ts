import type { CurrentUser } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth.ts';
import { notAuthenticated } from '../../http/errors.ts';
import { getAccount } from '../account/index.ts';
import type { EtimsEnvironment } from '../etims/index.ts';
import { runningEntry } from '../time-entries/index.ts';

/**
 * The signed-in user with their account, as GET /users/current answers: a read model above the areas it
 * asks (the account, the running timer), which import nothing back.
 */
export async function currentUser(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'accountId'>,
  etimsEnvironment: EtimsEnvironment,
): Promise<CurrentUser> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.accountId, auth.accountId)))
    .limit(1);
  if (!user) throw notAuthenticated();
  const [account, running] = await Promise.all([
    getAccount(db, auth.accountId, etimsEnvironment),
    runningEntry(db, auth.accountId, auth.userId),
  ]);
  return { ...user, account, timer_running: running !== null };
}
