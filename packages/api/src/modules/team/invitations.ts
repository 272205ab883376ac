import type { Invitation, Role } from '@daftari/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, invitations, memberships, users } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { hashToken, newToken } from '../../http/tokens.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

export const invitationNotFound = () =>
  new HttpError(404, 'This invitation is invalid, was already used or has expired. Ask for a new one.');

export interface NewInvitation {
  token: string;
  membershipId: number;
  email: string;
  role: Role;
}

/**
 * POST /memberships: a membership `invited` and its link. A member already (or invited, with a link still
 * valid): 422. An invitation that expired is replaced.
 */
export async function invite(
  db: Db,
  accountId: number,
  input: { email: string; role: Role },
  now: Date,
): Promise<NewInvitation> {
  const token = newToken();
  const refused = () => invalidField('email', 'This person is already a member or invited');
  try {
    return await writeTransaction(db, 'Invalid invitation', async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      const [existing] = await tx
        .select({
          id: memberships.id,
          status: memberships.status,
          expiresAt: invitations.expiresAt,
          usedAt: invitations.usedAt,
        })
        .from(memberships)
        .leftJoin(invitations, eq(invitations.membershipId, memberships.id))
        .where(
          and(
            eq(memberships.accountId, accountId),
            user
              ? eq(memberships.userId, user.id)
              : and(eq(invitations.email, input.email), eq(memberships.status, 'invited')),
          ),
        )
        .orderBy(desc(invitations.id))
        .limit(1);
      if (existing) {
        const expired = existing.status === 'invited' && existing.expiresAt && existing.expiresAt <= now;
        if (!expired) throw refused();
        await tx.delete(memberships).where(eq(memberships.id, existing.id));
      }
      const [membership] = await tx
        .insert(memberships)
        .values({ accountId, userId: user?.id ?? null, role: input.role, status: 'invited', invitedAt: now })
        .returning({ id: memberships.id });
      await tx.insert(invitations).values({
        accountId,
        membershipId: membership!.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      });
      return { token, membershipId: membership!.id, email: input.email, role: input.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused();
    throw error;
  }
}

const valid = (token: string, now: Date) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    isNull(invitations.usedAt),
    gt(invitations.expiresAt, now),
  );

/** The invitation a link opens (unused, not expired), with its business's name; 404 otherwise. */
export async function findInvitation(db: Db, token: string, now: Date) {
  const [found] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      membershipId: invitations.membershipId,
      account_name: accounts.name,
      email: invitations.email,
      role: memberships.role,
      userId: users.id,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .innerJoin(memberships, eq(memberships.id, invitations.membershipId))
    .leftJoin(users, eq(users.email, invitations.email))
    .where(valid(token, now))
    .limit(1);
  if (!found) throw invitationNotFound();
  return found;
}

export const invitationAnswer = (found: Awaited<ReturnType<typeof findInvitation>>): Invitation => ({
  account_name: found.account_name,
  email: found.email,
  role: found.role as Role,
  existing_user: found.userId !== null,
});

/**
 * Takes the invitation: used once (the update of used_at decides between two requests with one link), the
 * membership becomes active for `userId`, or for a new user made of `newUser` (its password hashed before).
 * The business becomes the one the user last chose. Answers the user's id and the business.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  now: Date,
  who: { userId: number } | { name: string; passwordHash: string },
): Promise<{ userId: number; accountId: number }> {
  return writeTransaction(db, 'Invalid invitation', async (tx) => {
    const [used] = await tx.update(invitations).set({ usedAt: now }).where(valid(token, now)).returning({
      accountId: invitations.accountId,
      membershipId: invitations.membershipId,
      email: invitations.email,
    });
    if (!used) throw invitationNotFound();
    let userId: number;
    if ('userId' in who) userId = who.userId;
    else {
      const [user] = await tx
        .insert(users)
        .values({
          accountId: used.accountId,
          email: used.email,
          name: who.name,
          passwordHash: who.passwordHash,
        })
        .returning({ id: users.id });
      userId = user!.id;
    }
    await tx
      .update(memberships)
      .set({ userId, status: 'active' })
      .where(and(eq(memberships.id, used.membershipId), eq(memberships.accountId, used.accountId)));
    await tx.update(users).set({ accountId: used.accountId }).where(eq(users.id, userId));
    return { userId, accountId: used.accountId };
  });
}
