import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { RecordedStatement } from './sql-recorder.ts';

/**
 * The tables of a Drizzle schema as the scope check needs them: the tenant tables (every table with an
 * `account_id` column) and, per table, which of its columns reference which table (`bank_lines.statement_id`
 * → `bank_statements`).
 */
export interface SchemaTables {
  tenant: Set<string>;
  references: Map<string, Map<string, string>>;
}

export function schemaTablesOf(schema: Record<string, unknown>): SchemaTables {
  const tenant = new Set<string>();
  const references = new Map<string, Map<string, string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((column) => column.name === 'account_id')) tenant.add(config.name);
    const columns = new Map<string, string>();
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const [column] = reference.columns;
      if (reference.columns.length === 1 && column) {
        columns.set(column.name, getTableConfig(reference.foreignTable).name);
      }
    }
    references.set(config.name, columns);
  }
  return { tenant, references };
}

/**
 * Statements allowed to touch a tenant table without naming the business, and why: those whose text matches
 * `sql`, or that a request of a route matching `route` sends (with `sql`, when both are given).
 */
export interface ScopeException {
  reason: string;
  sql?: RegExp;
  route?: RegExp;
  /** The statement touches no tenant table but these. */
  tables?: string[];
}

export interface ScopeViolation {
  during: string;
  tables: string[];
  sql: string;
}

const referenced = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/g;
const accountCondition =
  /\baccount_id"?\s*(?:=\s*(?:\$\d+|\d+\b|any\s*\(\$\d+)|in\s*\(\s*\$\d+|is not distinct from \$\d+)/;
const insertColumns = /\binsert into\s+"?[a-z_0-9]+"?(?:\s+as\s+\w+)?\s*\(([^)]*)\)/g;
/** `"t"."col" = $1`, `col = $1`, `"col" in ($1, $2)`: the table (when named), the column, the parameters. */
const keyCondition =
  /(?:"?([a-z_][a-z0-9_]*)"?\.)?"?\b([a-z_][a-z0-9_]*)"?\s*(?:=\s*(\$\d+)|in\s*\(((?:\$\d+\s*,?\s*)+)\))/g;

interface Key {
  table: string;
  values: string[];
}

/** The tenant tables a statement reads or writes, in the order they appear. */
function tenantTablesIn(text: string, tenant: Set<string>): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(referenced)) if (name && tenant.has(name)) found.add(name);
  return [...found];
}

/** A condition on account_id, or an insert whose column list names it. */
function namesTheBusiness(text: string): boolean {
  if (accountCondition.test(text)) return true;
  return [...text.matchAll(insertColumns)].some(([, columns]) => /\baccount_id\b/.test(columns ?? ''));
}

/** The rows a statement is keyed by: its `id` conditions and its conditions on columns referencing a table. */
function keysOf(text: string, params: unknown[], tables: string[], schema: SchemaTables): Key[] {
  const keys: Key[] = [];
  for (const [, named, column = '', single, list] of text.matchAll(keyCondition)) {
    const owner = named && tables.includes(named) ? named : tables[0]!;
    const table = column === 'id' ? owner : schema.references.get(owner)?.get(column);
    if (!table) continue;
    const placeholders = single ? [single] : (list ?? '').split(',').map((part) => part.trim());
    keys.push({ table, values: placeholders.map((p) => String(params[Number(p.slice(1)) - 1])) });
  }
  return keys;
}

/**
 * Every statement that reads or writes a tenant table without naming the business: no `account_id`
 * condition (or column, for an insert), not keyed by a row an earlier statement of the same request reached
 * by its id with the business named (`select … where id = $1 and account_id = $2 for update`, then `update …
 * where id = $1`, or `… where invoice_id = $1` of that invoice's lines), and not a listed exception.
 */
export function unscopedStatements(
  statements: RecordedStatement[],
  schema: SchemaTables,
  exceptions: ScopeException[],
): ScopeViolation[] {
  const violations: ScopeViolation[] = [];
  /** Per request: `table:id` of every row reached by its id with the business named. */
  const scoped = new Map<string, Set<string>>();
  for (const statement of statements) {
    const text = statement.sql.toLowerCase().replace(/\s+/g, ' ');
    const tables = tenantTablesIn(text, schema.tenant);
    if (tables.length === 0) continue;
    const keys = keysOf(text, statement.params, tables, schema);
    let seen = scoped.get(statement.during);
    if (!seen) {
      seen = new Set();
      scoped.set(statement.during, seen);
    }
    if (namesTheBusiness(text)) {
      for (const { table, values } of keys) for (const value of values) seen.add(`${table}:${value}`);
      continue;
    }
    const reached = seen;
    const keyed = keys.some(({ table, values }) => values.every((value) => reached.has(`${table}:${value}`)));
    if (keyed) continue;
    const excepted = exceptions.some(
      (exception) =>
        (exception.sql ?? /./).test(text) &&
        (exception.route ?? /./).test(statement.during) &&
        (exception.tables ?? tables).length > 0 &&
        tables.every((table) => (exception.tables ?? tables).includes(table)),
    );
    if (!excepted) violations.push({ during: statement.during, tables, sql: text });
  }
  return violations;
}
