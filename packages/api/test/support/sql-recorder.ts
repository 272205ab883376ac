import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';

/** One statement the API sent, with its parameters and the label of the request (or work) that sent it. */
export interface RecordedStatement {
  sql: string;
  /** The parameters as text (the check compares ids). */
  params: string[];
  during: string;
}

/**
 * The database of `database` seen through a Drizzle logger that records every statement (transactions' too)
 * under the label `during()` answers when it is sent: the same connection(s), so the app works as usual.
 */
export function recordingDb(
  database: Database,
  during: () => string,
): { db: Db; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const text = (param: unknown) => (param instanceof Date ? param.toISOString() : String(param));
  const logger = {
    logQuery: (sql: string, params: unknown[]) =>
      statements.push({ sql, params: params.map(text), during: during() }),
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? (drizzlePglite({ client: client as never, schema, logger }) as unknown as Db)
      : (drizzlePg({ client: client as never, schema, logger }) as unknown as Db);
  return { db, statements };
}
