import type { CurrentUser, Role } from '@daftari/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, memberships, users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth.ts';
import { accountNotFound } from '../../http/auth.ts';
import { notAuthenticated } from '../../http/errors.ts';
import { getAccount } from '../account/index.ts';
import type { EtimsEnvironment } from '../etims/index.ts';
import { runningEntry } from '../time-entries/index.ts';

/** The businesses a user works in (active memberships), oldest first. */
export async function membershipsOf(db: Db, userId: number) {
  return db
    .select({ account_id: accounts.id, account_name: accounts.name, role: sql<Role>`${memberships.role}` })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.id));
}

/**
 * The signed-in user with the business they work in, their role there and every business they work in, as
 * GET /users/current answers: a read model above the areas it asks (the account, the running timer), which
 * import nothing back.
 */
export async function currentUser(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'accountId'>,
  etimsEnvironment: EtimsEnvironment,
): Promise<CurrentUser> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user) throw notAuthenticated();
  const businesses = await membershipsOf(db, auth.userId);
  const here = businesses.find((membership) => membership.account_id === auth.accountId);
  if (!here) throw notAuthenticated();
  const [account, running] = await Promise.all([
    getAccount(db, auth.accountId, etimsEnvironment, here.role),
    runningEntry(db, auth.accountId, auth.userId),
  ]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    account,
    timer_running: running !== null,
    role: here.role,
    memberships: businesses,
    two_step_enabled: user.totpEnabledAt !== null,
  };
}

/** PUT /users/current: the business requests without `X-Account-Id` work in; not a member: 404. */
export async function chooseAccount(db: Db, userId: number, accountId: number): Promise<void> {
  const businesses = await membershipsOf(db, userId);
  if (!businesses.some((membership) => membership.account_id === accountId)) throw accountNotFound();
  await db.update(users).set({ accountId }).where(eq(users.id, userId));
}
