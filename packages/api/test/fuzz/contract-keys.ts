import * as contracts from '@daftari/contracts';
import { z } from 'zod';

/** The zod definition fields this walk reads (zod 4 keeps them under `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every object key a schema names, at any depth (through optional, default, pipe, array, union). */
function collectKeys(schema: z.ZodType, into: Set<string>, seen = new Set<z.ZodType>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  for (const [key, child] of Object.entries(def.shape ?? {})) {
    into.add(key);
    collectKeys(child, into, seen);
  }
  for (const child of [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])]) {
    if (child) collectKeys(child, into, seen);
  }
}

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

function keysOf(filter: (name: string) => boolean): string[] {
  const keys = new Set<string>();
  for (const [name, schema] of schemas) if (filter(name)) collectKeys(schema, keys);
  return [...keys].sort();
}

/** The field names of every request body the contracts describe (so a new field is fuzzed the day it exists). */
export const contractFieldNames = keysOf((name) => /Request|Fields|Input/.test(name));

/** The query parameters of the contracts, and ones lists commonly take. */
export const contractQueryKeys = [
  ...new Set([
    ...keysOf((name) => name.endsWith('QuerySchema')),
    ...['status', 'from', 'to', 'as_of', 'format', 'dry_run', 'sort', 'order', 'q', 'project_id', 'limit'],
  ]),
];
