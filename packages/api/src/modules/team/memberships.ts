import type { Membership, Role } from '@daftari/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, memberships, users } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { endSessionsIn } from '../auth/index.ts';

export const membershipNotFound = () => new HttpError(404, 'Member not found');
const LAST_OWNER = 'The last owner cannot be removed or made anything else';

/** The business's members and pending invitations, oldest first. */
export async function listMemberships(db: Db, accountId: number): Promise<Membership[]> {
  const rows = await db
    .select({
      id: memberships.id,
      userId: users.id,
      name: users.name,
      email: sql<string>`coalesce(${users.email}, (
        select ${invitations.email} from ${invitations}
        where ${invitations.membershipId} = ${memberships.id} order by ${invitations.id} desc limit 1))`,
      role: sql<Role>`${memberships.role}`,
      status: sql<'active' | 'invited'>`${memberships.status}`,
      invitedAt: memberships.invitedAt,
      lastSeenAt: memberships.lastSeenAt,
    })
    .from(memberships)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.id));
  return rows.map(toMembership);
}

function toMembership(row: {
  id: number;
  userId: number | null;
  name: string | null;
  email: string;
  role: Role;
  status: 'active' | 'invited';
  invitedAt: Date | string | null;
  lastSeenAt: Date | string | null;
}): Membership {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    user: { id: row.userId, name: row.name, email: row.email },
    role: row.role,
    status: row.status,
    invited_at: iso(row.invitedAt),
    last_seen_at: iso(row.lastSeenAt),
  };
}

export async function getMembership(db: Db, accountId: number, id: number): Promise<Membership> {
  const found = (await listMemberships(db, accountId)).find((membership) => membership.id === id);
  if (!found) throw membershipNotFound();
  return found;
}

/**
 * The membership `id` of the business, with every membership of the business locked: the last-owner rule
 * reads the other rows, so two changes of one team run one after the other.
 */
async function lockTeam(tx: Tx, accountId: number, id: number) {
  const rows = await tx
    .select({
      id: memberships.id,
      userId: memberships.userId,
      role: memberships.role,
      status: memberships.status,
    })
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.id))
    .for('update');
  const target = rows.find((row) => row.id === id);
  if (!target) throw membershipNotFound();
  const otherOwners = rows.filter((row) => row.id !== id && row.role === 'owner' && row.status === 'active');
  const isLastOwner = target.role === 'owner' && target.status === 'active' && otherOwners.length === 0;
  return { target, isLastOwner };
}

/** PUT /memberships/{id}: another role (an invitation still waiting takes it too). */
export async function changeRole(db: Db, accountId: number, id: number, role: Role): Promise<void> {
  await writeTransaction(db, 'Invalid role', async (tx) => {
    const { isLastOwner } = await lockTeam(tx, accountId, id);
    if (isLastOwner && role !== 'owner') throw invalidField('role', LAST_OWNER);
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.id, id), eq(memberships.accountId, accountId)));
    await tx
      .update(invitations)
      .set({ role })
      .where(and(eq(invitations.membershipId, id), isNull(invitations.usedAt)));
  });
}

/**
 * DELETE /memberships/{id}: the member leaves (an invitation is withdrawn); their sessions opened in this
 * business end, and a business they last chose becomes the first other one they work in.
 */
export async function removeMembership(db: Db, accountId: number, id: number): Promise<void> {
  await writeTransaction(db, 'Invalid member', async (tx) => {
    const { target, isLastOwner } = await lockTeam(tx, accountId, id);
    if (isLastOwner) throw new HttpError(422, LAST_OWNER, { membership: [LAST_OWNER] });
    await tx.delete(memberships).where(and(eq(memberships.id, id), eq(memberships.accountId, accountId)));
    if (target.userId === null) return;
    await endSessionsIn(tx, target.userId, accountId);
    const [other] = await tx
      .select({ accountId: memberships.accountId })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, target.userId),
          eq(memberships.status, 'active'),
          ne(memberships.accountId, accountId),
        ),
      )
      .orderBy(asc(memberships.id))
      .limit(1);
    if (other) {
      await tx
        .update(users)
        .set({ accountId: other.accountId })
        .where(and(eq(users.id, target.userId), eq(users.accountId, accountId)));
    }
  });
}
