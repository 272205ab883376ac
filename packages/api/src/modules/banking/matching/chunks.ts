/** Values passed to one query at most: PostgreSQL takes at most 65,535 parameters in a statement. */
const CHUNK = 1_000;

/** The rows `read` answers for each chunk of `values`, together. */
export async function readInChunks<V, R>(values: V[], read: (chunk: V[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    rows.push(...(await read(values.slice(start, start + CHUNK))));
  }
  return rows;
}
