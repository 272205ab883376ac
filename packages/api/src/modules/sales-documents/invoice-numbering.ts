import { and, eq } from 'drizzle-orm';
import { invoices, projects } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';
import { isInt4 } from '../../http/ids.ts';
import { allocateNumber, type NumberingScope, SEQUENCE_SCOPES } from './numbering.ts';

export { releaseNumber as releaseInvoiceNumber } from './numbering.ts';

/**
 * Which counter an invoice takes its number from: the business's own (`account`, INV-0001, ... under its
 * invoice prefix `accountPrefix`), or, for a project with `project_invoice_sequence`, the project's
 * `project:{id}` with the project's `invoice_prefix` (WR-0001, ...; given by src/modules/projects/prefix.ts
 * and never changed). The project's setting at the time the invoice is created decides: switching it later
 * changes only the numbers of invoices created afterwards.
 */
export function numberingScopeFor(
  project: { id: number; ownSequence: boolean; invoicePrefix: string | null } | null,
  accountPrefix: string,
): NumberingScope {
  if (project?.ownSequence && project.invoicePrefix) {
    return { scope: `project:${project.id}`, prefix: project.invoicePrefix };
  }
  return { scope: SEQUENCE_SCOPES.invoice, prefix: accountPrefix };
}

/**
 * The next invoice number of the scope, in the transaction that inserts the invoice (see allocateNumber). A
 * number an invoice already holds (one brought forward from the previous tool, INV-0005, or a project's
 * own WR-0007 when the business's prefix became WR) is skipped.
 */
export async function allocateInvoiceNumber(tx: Tx, accountId: number, scope: NumberingScope) {
  for (;;) {
    const { number, ...taken } = await allocateNumber(tx, accountId, scope);
    const [held] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), eq(invoices.invoiceNumber, number)))
      .limit(1);
    if (!held) return { invoiceNumber: number, ...taken };
  }
}

/** A project an invoice may belong to, and whether it numbers its invoices on its own sequence. */
export interface InvoiceProject {
  id: number;
  ownSequence: boolean;
  invoicePrefix: string | null;
}

/**
 * The account's project `projectId`, or 422 `Project not found` (unknown ids, other accounts' projects and
 * ids beyond int4 alike). The row is read FOR SHARE: a PUT /projects/{id} switching the sequence waits for
 * the invoices being numbered from the current setting, and they for it.
 */
export async function findProject(
  tx: Tx,
  accountId: number,
  projectId: number | null | undefined,
): Promise<InvoiceProject | null> {
  if (projectId === null || projectId === undefined) return null;
  const [row] = isInt4(projectId)
    ? await tx
        .select({
          id: projects.id,
          ownSequence: projects.projectInvoiceSequence,
          invoicePrefix: projects.invoicePrefix,
        })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)))
        .for('share')
    : [];
  if (!row) throw invalidField('project_id', 'Project not found');
  return row;
}
