import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { signup } from './service.ts';

export const DEMO_EMAIL = 'demo@daftari.local';
export const DEMO_BUSINESS = 'Demo Traders Ltd';

/**
 * On an empty database, creates the demo account with a random password and returns its credentials;
 * returns null when the database already holds an account.
 */
export async function createDemoAccountIfEmpty(db: Db): Promise<{ email: string; password: string } | null> {
  // count() maps the result to a number on both drivers (PGlite answers a number, node-postgres a string).
  const [row] = await db.select({ accounts: count() }).from(accounts);
  if ((row?.accounts ?? 0) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await signup(db, {
    email: DEMO_EMAIL,
    password,
    name: 'Demo User',
    business_name: DEMO_BUSINESS,
    currency: 'KES',
  });
  return { email: DEMO_EMAIL, password };
}
