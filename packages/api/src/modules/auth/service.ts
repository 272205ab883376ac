import type { CurrentUser, LoginCredentials, Signup } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, memberships, users } from '../../db/schema.ts';
import type { SessionClient } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { currentUser, membershipsOf } from '../current-user/index.ts';
import type { EtimsEnvironment } from '../etims/index.ts';
import { hashPassword, verifyNobody, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import type { TotpSecrets } from './totp-secret.ts';
import { checkSecondStep } from './two-step.ts';

const EMAIL_TAKEN = 'Email has already been taken';
const emailTaken = () => new HttpError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
const invalidCredentials = () => new HttpError(401, 'Invalid email or password');

export interface SignedIn {
  token: string;
  user: CurrentUser;
}

/** Creates the business account and its first user (its owner), and signs the user in. */
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
      await tx.insert(memberships).values({ accountId: account!.id, userId: user!.id, role: 'owner' });
      return { userId: user!.id, accountId: account!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const token = await createSession(db, ids.userId, ids.accountId, client);
  return { token, user: await currentUser(db, ids, etimsEnvironment) };
}

/** Opens a session of the user in business `accountId` (a member there). */
export async function signInTo(
  db: Db,
  etimsEnvironment: EtimsEnvironment,
  ids: { userId: number; accountId: number },
  client?: SessionClient,
): Promise<SignedIn> {
  const token = await createSession(db, ids.userId, ids.accountId, client);
  return { token, user: await currentUser(db, ids, etimsEnvironment) };
}

/** Opens a session in the business the user last chose (or the first they still work in). */
export async function signIn(
  db: Db,
  etimsEnvironment: EtimsEnvironment,
  user: { id: number; accountId: number },
  client?: SessionClient,
): Promise<SignedIn> {
  const businesses = await membershipsOf(db, user.id);
  const chosen = businesses.find((one) => one.account_id === user.accountId) ?? businesses[0];
  if (!chosen) throw new HttpError(401, 'This user works in no business any more');
  return signInTo(db, etimsEnvironment, { userId: user.id, accountId: chosen.account_id }, client);
}

/**
 * Checks e-mail, password and (for a user with two-step sign-in) the code, and opens a session; 401
 * `Invalid email or password`, or 401 with details.otp, otherwise.
 */
export async function login(
  db: Db,
  etimsEnvironment: EtimsEnvironment,
  secrets: TotpSecrets,
  { email, password, otp }: LoginCredentials,
  now: Date,
  client?: SessionClient,
): Promise<SignedIn> {
  const user = await checkCredentials(db, secrets, { email, password, otp }, now);
  return signIn(db, etimsEnvironment, user, client);
}

/**
 * The user these credentials are, checked as POST /login checks them: the password (the same work whether
 * or not the e-mail is known), then the second step when it is on. 401 otherwise (`details.otp` when only
 * the code is missing or wrong).
 */
export async function checkCredentials(
  db: Db,
  secrets: TotpSecrets,
  { email, password, otp }: LoginCredentials,
  now: Date,
): Promise<{ id: number; accountId: number }> {
  const [user] = await db
    .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyNobody(password);
  if (!user || !valid) throw invalidCredentials();
  await checkSecondStep(db, secrets, user.id, otp, now);
  return { id: user.id, accountId: user.accountId };
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
