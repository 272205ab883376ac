import { DEFAULT_DOCUMENT_PREFIXES } from '@daftari/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { projects } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { documentDefaults } from '../sales-documents/index.ts';

/** At most this many initials (a one-word name gives its first three letters). */
const MAX_INITIALS = 4;

/**
 * The prefix a project's own invoice numbers would like: the initials of its name in capital A–Z letters
 * (accents dropped, digits and symbols ignored), `Website redesign` → `WR`, `Farm management app` → `FMA`;
 * a one-word name gives its first three letters (`Website` → `WEB`); a name without Latin letters gives `P`.
 */
export function prefixBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  if (words.length === 0) return 'P';
  if (words.length === 1) return words[0]!.slice(0, 3);
  return words
    .slice(0, MAX_INITIALS)
    .map((word) => word[0])
    .join('');
}

/** The first of `base`, `base2`, `base3`, ... that is not taken. */
export function firstFreePrefix(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Namespace of the per-account advisory lock below (the two-int form: apart from the migration lock). */
const PREFIX_LOCK_CLASS = 60_001;

/**
 * Gives a project the prefix of its own invoice numbers, unique in the account and never one of the
 * business's own sequences (its invoice, estimate and credit note prefixes, nor the defaults `INV`, `EST`,
 * `CN`): prefixBase(name), or with 2, 3, ... appended when another project of the account holds it (`WR2`).
 * Prefixes are handed out one at a time per account (an advisory lock held until the caller's transaction
 * ends, which must insert or update the project), so two projects created together with the same initials
 * get `WR` and `WR2`, not a unique violation. A prefix, once given, is never given to another project of the
 * account, even when its project switches the sequence off.
 */
export async function assignInvoicePrefix(tx: Tx, accountId: number, name: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PREFIX_LOCK_CLASS}::int, ${accountId}::int)`);
  const base = prefixBase(name);
  const rows = await tx
    .select({ prefix: projects.invoicePrefix })
    .from(projects)
    .where(and(eq(projects.accountId, accountId), like(projects.invoicePrefix, `${base}%`)));
  const { prefixes } = await documentDefaults(tx, accountId);
  const taken = new Set<string>([...Object.values(DEFAULT_DOCUMENT_PREFIXES), ...Object.values(prefixes)]);
  for (const row of rows) if (row.prefix) taken.add(row.prefix);
  return firstFreePrefix(base, taken);
}
