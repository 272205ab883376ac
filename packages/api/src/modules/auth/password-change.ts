import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth.ts';
import { invalidField, notAuthenticated } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';

/**
 * Changes the signed-in user's password once the one in use is given right (else 422 on current_password,
 * nothing changed). Every other session of the user ends, and so do the user's reset links.
 */
export async function changePassword(
  db: Db,
  auth: AuthContext,
  input: { current_password: string; password: string },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user) throw notAuthenticated();
  if (!(await verifyPassword(user.passwordHash, input.current_password)))
    throw invalidField('current_password', 'Current password is incorrect');
  // Hash before the transaction: PGlite serialises all queries, so nothing slow may run inside one.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, auth.userId));
    await endSessions(tx, auth.userId, auth.sessionId);
  });
}
