import type { CurrentUser, LoginCredentials, Signup } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, users } from '../../db/schema.ts';
import type { SessionClient } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { currentUser } from '../current-user/index.ts';
import type { EtimsEnvironment } from '../etims/index.ts';
import { hashPassword, verifyNobody, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

const EMAIL_TAKEN = 'Email has already been taken';
const emailTaken = () => new HttpError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
const invalidCredentials = () => new HttpError(401, 'Invalid email or password');

export interface SignedIn {
  token: string;
  user: CurrentUser;
}

/** Creates the business account and its first user, and signs the user in. */
export async function signup(
  db: Db,
  etimsEnvironment: EtimsEnvironment,
  input: Signup['user'],
  client?: SessionClient,
): Promise<SignedIn> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) throw emailTaken();
  // Hash before the transaction: PGlite serialises all queries, so nothing slow may run inside one.
  const passwordHash = await hashPassword(input.password);
  let ids: { userId: number; accountId: number };
  try {
    ids = await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ name: input.business_name, currency: input.currency })
        .returning({ id: accounts.id });
      const [user] = await tx
        .insert(users)
        .values({ accountId: account!.id, email: input.email, name: input.name, passwordHash })
        .returning({ id: users.id });
      return { userId: user!.id, accountId: account!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const token = await createSession(db, ids.userId, ids.accountId, client);
  return { token, user: await currentUser(db, ids, etimsEnvironment) };
}

/** Checks e-mail and password and opens a session; 401 `Invalid email or password` otherwise. */
export async function login(
  db: Db,
  etimsEnvironment: EtimsEnvironment,
  { email, password }: LoginCredentials,
  client?: SessionClient,
): Promise<SignedIn> {
  const [user] = await db
    .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyNobody(password);
  if (!user || !valid) throw invalidCredentials();
  const token = await createSession(db, user.id, user.accountId, client);
  const ids = { userId: user.id, accountId: user.accountId };
  return { token, user: await currentUser(db, ids, etimsEnvironment) };
}

/** The user an e-mail belongs to, if any: a refused sign-in is recorded in that user's business. */
export async function userByEmail(db: Db, email: string): Promise<{ id: number; accountId: number } | null> {
  const [user] = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}
