import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import type { RecordedStatement } from '../support/sql-recorder.ts';
import { schemaTablesOf, unscopedStatements } from '../support/tenant-scope.ts';
import { SCOPE_EXCEPTIONS } from '../support/tenant-scope-exceptions.ts';

/** Statements as Drizzle writes them (no database needed), sent by one request. */
const db = drizzle.mock({ schema });
const tables = schemaTablesOf(schema);
const sent = (during: string, ...queries: { toSQL(): { sql: string; params: unknown[] } }[]) =>
  queries.map((query): RecordedStatement => {
    const { sql, params } = query.toSQL();
    return { sql, params: params.map(String), during };
  });
const check = (statements: RecordedStatement[]) => unscopedStatements(statements, tables, SCOPE_EXCEPTIONS);
const { invoices, invoiceItems, contacts } = schema;
const ID = '0b6a6f0e-2f55-4c57-9c0e-1f3a3f0a9d11';

describe('the tenant scope check', () => {
  it('reads the tenant tables from the schema', () => {
    expect(tables.tenant.has('invoices')).toBe(true);
    expect(tables.tenant.has('contacts')).toBe(true);
    expect(tables.tenant.has('recurring_invoice_periods')).toBe(false);
    expect(tables.references.get('invoice_items')?.get('invoice_id')).toBe('invoices');
  });

  it('finds a planted query by id alone, and an update of a row no scoped statement reached', () => {
    const found = check(
      sent(
        'PUT /api/invoices/:id',
        db.select().from(invoices).where(eq(invoices.id, ID)),
        db.update(contacts).set({ companyName: 'x' }).where(eq(contacts.id, 7)),
        db.delete(invoices).where(eq(invoices.contactId, 7)),
      ),
    );
    expect(found.map((violation) => violation.tables)).toEqual([['invoices'], ['contacts'], ['invoices']]);
  });

  it('takes a condition on account_id, an insert naming it, and a row reached with the business named', () => {
    const found = check(
      sent(
        'PUT /api/invoices/:id',
        db
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, ID), eq(invoices.accountId, 1))),
        db.update(invoices).set({ notes: 'x' }).where(eq(invoices.id, ID)),
        db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, ID)),
        db.insert(contacts).values({ accountId: 1, firstName: 'Amina' }),
      ),
    );
    expect(found).toEqual([]);
  });

  it('does not carry a row reached in one request over to another, nor a join on account_id', () => {
    const found = check([
      ...sent(
        'GET /api/invoices/:id',
        db
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, ID), eq(invoices.accountId, 1))),
      ),
      ...sent('PUT /api/invoices/:id', db.update(invoices).set({ notes: 'x' }).where(eq(invoices.id, ID))),
      ...sent(
        'GET /api/contacts',
        db.select().from(contacts).innerJoin(invoices, eq(invoices.accountId, contacts.accountId)),
      ),
    ]);
    expect(found.map((violation) => violation.during)).toEqual([
      'PUT /api/invoices/:id',
      'GET /api/contacts',
    ]);
  });

  it('lets through only the listed exceptions', () => {
    const { users } = schema;
    const found = check([
      ...sent('POST /api/login', db.select().from(users).where(eq(users.email, 'a@example.com'))),
      ...sent('GET /api/public/invoices/:id', db.select().from(invoices).where(eq(invoices.id, ID))),
      ...sent('GET /api/invoices/:id', db.select().from(invoices).where(eq(invoices.id, ID))),
    ]);
    expect(found.map((violation) => violation.during)).toEqual(['GET /api/invoices/:id']);
  });
});
