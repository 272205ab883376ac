import type {
  PageMeta,
  Project,
  ProjectType,
  projectCreateRequestSchema,
  projectListQuerySchema,
  projectUpdateRequestSchema,
} from '@daftari/contracts';
import { centsToDecimal, centsToNumber, lineCents, toCents, toScaled } from '@daftari/format';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts, invoices, projects } from '../../db/schema.ts';
import { type Executor, type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';
import { assertContact } from '../contacts/index.ts';
import { assignInvoicePrefix } from './prefix.ts';

export type ProjectCreate = z.output<typeof projectCreateRequestSchema>;
export type ProjectUpdate = z.output<typeof projectUpdateRequestSchema>;
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectNotFound = () => new HttpError(404, 'Project not found');

/**
 * The sum of the stored totals of the project's invoices (every status but void, drafts included; amounts in
 * other currencies are added as they are, as the invoice list's summary does), by
 * `invoices_project_id_idx (project_id, total)`.
 */
const invoicedTotal = sql<string>`(
  select coalesce(sum(${invoices.total}), 0) from ${invoices}
  where ${invoices.projectId} = ${projects.id} and ${invoices.accountId} = ${projects.accountId}
    and ${invoices.status} <> 'void')`;

/** The columns of an answer: the project, its contact (joined, same account) and its invoiced total. */
const projectColumns = {
  id: projects.id,
  name: projects.name,
  projectType: projects.projectType,
  endDate: projects.endDate,
  flatRate: projects.flatRate,
  hourlyRate: projects.hourlyRate,
  totalHours: projects.totalHours,
  projectInvoiceSequence: projects.projectInvoiceSequence,
  invoicePrefix: projects.invoicePrefix,
  description: projects.description,
  contactId: projects.contactId,
  createdAt: projects.createdAt,
  contactFullName: contacts.fullName,
  contactCompanyName: contacts.companyName,
  contactEmail: contacts.email,
  invoicedTotal,
};

interface ProjectRow {
  id: number;
  name: string;
  projectType: string;
  endDate: string | null;
  flatRate: string | null;
  hourlyRate: string | null;
  totalHours: string | null;
  projectInvoiceSequence: boolean;
  invoicePrefix: string | null;
  description: string | null;
  contactId: number;
  createdAt: Date;
  contactFullName: string | null;
  contactCompanyName: string | null;
  contactEmail: string | null;
  invoicedTotal: string | number;
}

/** NUMERIC arrives as a string on both drivers (2 decimals here). */
const num = (value: string | null) => (value === null ? null : Number(value));

/**
 * What the project is worth, exact to the cent: the flat rate of a fixed-price project; hourly rate × total
 * hours of an hourly one (lineCents: BigInt maths, half away from zero). Null when a number it needs is
 * missing. The rates of the other type, if stored, do not count.
 */
export function projectBudget(
  row: Pick<ProjectRow, 'projectType' | 'flatRate' | 'hourlyRate' | 'totalHours'>,
) {
  if (row.projectType === 'fixed_price') return num(row.flatRate);
  if (row.hourlyRate === null || row.totalHours === null) return null;
  const { subtotal } = lineCents({
    quantity: row.totalHours,
    unit_price: row.hourlyRate,
    discount: 0,
    tax_rate: 0,
  });
  return centsToNumber(subtotal);
}

function toProject(row: ProjectRow): Project & { description: string | null } {
  return {
    id: row.id,
    name: row.name,
    project_type: row.projectType as ProjectType,
    end_date: row.endDate,
    flat_rate: num(row.flatRate),
    hourly_rate: num(row.hourlyRate),
    total_hours: num(row.totalHours),
    project_invoice_sequence: row.projectInvoiceSequence,
    // Kept (reserved) when the sequence is switched off, but only meaningful while it is on.
    invoice_prefix: row.projectInvoiceSequence ? row.invoicePrefix : null,
    contact_id: row.contactId,
    contact: {
      id: row.contactId,
      full_name: row.contactFullName,
      company_name: row.contactCompanyName,
      email: row.contactEmail,
    },
    budget: projectBudget(row),
    invoiced_total: centsToNumber(toCents(String(row.invoicedTotal))),
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** The contact of a project is always in the project's account; the join says so too. */
const contactJoin = and(eq(contacts.id, projects.contactId), eq(contacts.accountId, projects.accountId));

/** Newest first; the id breaks ties between projects created in the same instant. */
const listOrder = [desc(projects.createdAt), desc(projects.id)];

/** GET /projects: a page, newest first, and its meta. A page past the end is empty, with the real totals. */
export async function listProjects(
  db: Db,
  accountId: number,
  query: ProjectListQuery,
): Promise<{ data: Project[]; meta: PageMeta }> {
  const [[counted], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(projects).where(eq(projects.accountId, accountId)),
    db
      .select(projectColumns)
      .from(projects)
      .innerJoin(contacts, contactJoin)
      .where(eq(projects.accountId, accountId))
      .orderBy(...listOrder)
      .limit(query.per_page)
      .offset(pageOffset(query)),
  ]);
  return { data: rows.map(toProject), meta: pageMeta(Number(counted?.count ?? 0), query) };
}

/** GET /projects/{id}: 404 `Project not found` unless the project is the account's. */
export async function getProject(db: Executor, accountId: number, id: number): Promise<Project> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(contacts, contactJoin)
    .where(and(eq(projects.id, id), eq(projects.accountId, accountId)))
    .limit(1);
  if (!row) throw projectNotFound();
  return toProject(row);
}

/** A decimal with 2 places for a NUMERIC column, from a validated JSON number (never through a float sum). */
const decimal2 = (value: number | null | undefined) =>
  value === null || value === undefined ? null : centsToDecimal(toScaled(value, 2));

/** NUMERIC(14,2) overflow of a rate (the contract bounds them; the column is the last word). */
const PROJECT_AMOUNTS_TOO_LARGE =
  "The amounts are too large: a project's rates must stay below 1,000,000,000,000";

/** Runs a write in a transaction; text with a NUL or an overflowing amount answers 422, not 500. */
const projectTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  writeTransaction(db, PROJECT_AMOUNTS_TOO_LARGE, work);

/**
 * POST /projects. The contact must be the account's (422 `Contact not found` on contact_id). With
 * `project_invoice_sequence` the project gets its invoice prefix now (assignInvoicePrefix).
 */
export async function createProject(db: Db, accountId: number, input: ProjectCreate): Promise<Project> {
  const fields = input.project;
  const id = await projectTransaction(db, async (tx) => {
    await assertContact(tx, accountId, input.contact_id);
    const invoicePrefix = fields.project_invoice_sequence
      ? await assignInvoicePrefix(tx, accountId, fields.name)
      : null;
    const [row] = await tx
      .insert(projects)
      .values({
        accountId,
        contactId: input.contact_id,
        name: fields.name,
        projectType: fields.project_type,
        endDate: fields.end_date ?? null,
        flatRate: decimal2(fields.flat_rate),
        hourlyRate: decimal2(fields.hourly_rate),
        totalHours: decimal2(fields.total_hours),
        projectInvoiceSequence: fields.project_invoice_sequence,
        invoicePrefix,
        description: fields.description ?? null,
      })
      .returning({ id: projects.id });
    return row!.id;
  });
  return getProject(db, accountId, id);
}

/**
 * PUT /projects/{id}: the fields given change (`null` clears an optional one), the rest stay. Switching the
 * separate sequence on gives the project its prefix the first time; the switch applies to invoices created
 * afterwards (those issued keep their numbers). 404 unless the project is the account's.
 */
export async function updateProject(
  db: Db,
  accountId: number,
  id: number,
  input: ProjectUpdate,
): Promise<Project> {
  const fields = input.project;
  await projectTransaction(db, async (tx) => {
    // The row lock makes concurrent updates take turns, and waits for invoices being numbered from the
    // project's current setting (findProject reads it FOR SHARE).
    const [current] = await tx
      .select({
        name: projects.name,
        contactId: projects.contactId,
        invoicePrefix: projects.invoicePrefix,
      })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.accountId, accountId)))
      .for('update');
    if (!current) throw projectNotFound();

    const changes: Partial<typeof projects.$inferInsert> = {};
    if (input.contact_id !== undefined && input.contact_id !== current.contactId) {
      await assertContact(tx, accountId, input.contact_id);
      changes.contactId = input.contact_id;
    }
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.project_type !== undefined) changes.projectType = fields.project_type;
    if (fields.end_date !== undefined) changes.endDate = fields.end_date;
    if (fields.flat_rate !== undefined) changes.flatRate = decimal2(fields.flat_rate);
    if (fields.hourly_rate !== undefined) changes.hourlyRate = decimal2(fields.hourly_rate);
    if (fields.total_hours !== undefined) changes.totalHours = decimal2(fields.total_hours);
    if (fields.description !== undefined) changes.description = fields.description;
    if (fields.project_invoice_sequence !== undefined) {
      changes.projectInvoiceSequence = fields.project_invoice_sequence;
      if (fields.project_invoice_sequence && current.invoicePrefix === null) {
        changes.invoicePrefix = await assignInvoicePrefix(tx, accountId, fields.name ?? current.name);
      }
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), eq(projects.accountId, accountId)));
  });
  return getProject(db, accountId, id);
}
