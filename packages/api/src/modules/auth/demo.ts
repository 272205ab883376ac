import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FileStore } from '../../adapters/storage/index.ts';
import { businessToday } from '../../db/business-today.ts';
import type { Database, Db } from '../../db/client.ts';
import { accounts, memberships, users } from '../../db/schema.ts';
import { createDemoBusiness, DEMO_BUSINESS_NAME, DEMO_OWNER_NAME } from '../demo/index.ts';
import { hashPassword } from './passwords.ts';
import { signup } from './service.ts';

export const DEMO_EMAIL = 'demo@daftari.local';
/** The name of the demo account left empty (`DEMO_DATA=0`). */
export const DEMO_BUSINESS = 'Demo Traders Ltd';
/** The seed of the demo business: every fresh install shows the same studio (dated to its first start). */
export const DEMO_SEED = 254;

/** The demo business's team beside its owner, each with a password of their own. */
const DEMO_TEAM = [
  { role: 'accountant', email: 'accountant@daftari.local', name: 'Demo Accountant' },
  { role: 'invoicer', email: 'invoicer@daftari.local', name: 'Demo Invoicer' },
] as const;

export interface DemoMember {
  role: string;
  email: string;
  password: string;
}

export interface DemoAccount {
  email: string;
  password: string;
  /** The accountant and the invoicer of the demo business. */
  team: DemoMember[];
  /** How long filling it took (ms); null when it was left empty. */
  filledInMs: number | null;
}

/**
 * What the first start of an empty database gets: the embedded database a demo account with a year of
 * demo data (`DEMO_DATA=0`: left empty); PostgreSQL nothing, unless `DEMO_DATA=1` asks for the demo data.
 */
export function demoWanted(
  kind: Database['kind'],
  demoData: boolean | undefined,
): 'none' | 'empty' | 'filled' {
  if (kind === 'pglite') return demoData === false ? 'empty' : 'filled';
  return demoData === true ? 'filled' : 'none';
}

/**
 * On an empty database, creates the demo account with `password` (random unless given; and, when `data` is given, its
 * business's last twelve months ending on `data.now`'s day) and returns its credentials; returns null when
 * the database already holds an account, so a second start does nothing.
 */
export async function createDemoAccountIfEmpty(
  db: Db,
  data: { store: FileStore; now: Date; seed?: number } | null = null,
  password = randomBytes(12).toString('base64url'),
): Promise<DemoAccount | null> {
  // count() maps the result to a number on both drivers (PGlite answers a number, node-postgres a string).
  const [row] = await db.select({ accounts: count() }).from(accounts);
  if ((row?.accounts ?? 0) > 0) return null;
  // Only the new user's id is read here, so the eTIMS environment of the answer does not matter.
  const { user } = await signup(db, 'simulator', {
    email: DEMO_EMAIL,
    password,
    name: data ? DEMO_OWNER_NAME : 'Demo User',
    business_name: data ? DEMO_BUSINESS_NAME : DEMO_BUSINESS,
    currency: 'KES',
  });
  const team = await addDemoTeam(db, user.account.id);
  if (!data) return { email: DEMO_EMAIL, password, team, filledInMs: null };
  const started = performance.now();
  const owner = { accountId: user.account.id, userId: user.id };
  const today = await businessToday(db, owner.accountId, data.now);
  await createDemoBusiness(db, owner, { seed: data.seed ?? DEMO_SEED, today, store: data.store });
  return { email: DEMO_EMAIL, password, team, filledInMs: Math.round(performance.now() - started) };
}

/** The demo business's accountant and invoicer, each with a random password. */
async function addDemoTeam(db: Db, accountId: number): Promise<DemoMember[]> {
  const team: DemoMember[] = [];
  for (const member of DEMO_TEAM) {
    const password = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ accountId, email: member.email, name: member.name, passwordHash })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ accountId, userId: user!.id, role: member.role });
    });
    team.push({ role: member.role, email: member.email, password });
  }
  return team;
}
