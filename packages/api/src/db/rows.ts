/** The rows of a raw `execute` (node-postgres and PGlite both answer `{rows}`; Drizzle types it unknown). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
