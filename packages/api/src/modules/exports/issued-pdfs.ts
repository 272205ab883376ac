import { documentFileName, estimateLinkUrl, payLinkUrl } from '@daftari/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { renderCreditNotePdf } from '../../adapters/pdf/credit-note-pdf.ts';
import { renderEstimatePdf } from '../../adapters/pdf/estimate-pdf.ts';
import { renderInvoicePdf } from '../../adapters/pdf/invoice-pdf.ts';
import { businessToday } from '../../db/business-today.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { documentBusiness } from '../account/index.ts';
import { getCreditNote } from '../credit-notes/index.ts';
import { getEstimate } from '../estimates/index.ts';
import { getInvoice } from '../invoices/index.ts';

const BATCH = 200;

/** One issued document's PDF: its name under `pdfs/` (`invoices/INV-0042 Achieng Fresh Juices.pdf`). */
export interface IssuedPdf {
  name: string;
  pdf: Buffer;
}

/** The ids (of type `type`) of a table's rows `where` keeps, a batch at a time in id order. */
async function* idsOf(tx: Executor, table: string, type: 'uuid' | 'int', where: SQL): AsyncGenerator<string> {
  let last: string | null = null;
  for (;;) {
    const after: SQL = last === null ? sql`` : sql`and id > ${last}::${sql.raw(type)}`;
    const rows: { id: string }[] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id::text as id from ${sql.raw(table)} where ${where} ${after} order by id limit ${BATCH}`,
      ),
    );
    for (const row of rows) yield row.id;
    if (rows.length < BATCH) return;
    last = rows.at(-1)?.id ?? null;
  }
}

/** `name`, or `name (2)`, `name (3)` … when an earlier document of the folder took it (names are cut short). */
function uniqueName(taken: Set<string>, folder: string, fileName: string): string {
  const stem = fileName.replace(/\.pdf$/, '');
  let name = `${folder}/${fileName}`;
  for (let n = 2; taken.has(name); n++) name = `${folder}/${stem} (${n}).pdf`;
  taken.add(name);
  return name;
}

/** The issued documents of an export: each invoice and estimate but the drafts, and every credit note. */
export interface IssuedDocuments {
  invoices: string[];
  estimates: string[];
  creditNotes: string[];
}

async function all(ids: AsyncIterable<string>): Promise<string[]> {
  const list: string[] = [];
  for await (const id of ids) list.push(id);
  return list;
}

/** The ids of the business's issued documents, read in the export's snapshot. */
export async function issuedDocuments(tx: Executor, accountId: number): Promise<IssuedDocuments> {
  const issued = sql`account_id = ${accountId} and status <> 'draft'`;
  return {
    invoices: await all(idsOf(tx, 'invoices', 'uuid', issued)),
    estimates: await all(idsOf(tx, 'estimates', 'uuid', issued)),
    creditNotes: await all(idsOf(tx, 'credit_notes', 'int', sql`account_id = ${accountId}`)),
  };
}

/** The document, or null when it is gone (an export's snapshot may hold what was deleted since). */
async function unlessGone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The PDF of each of `documents`, as GET …/pdf renders it (the links on `origin`; `now` decides what is
 * overdue or expired), one at a time as it is read: the whole set is never held. Read outside the export's
 * snapshot transaction (a document's reads run side by side, which one connection of a transaction does not
 * take), so a document paid since shows its payment.
 */
export async function* issuedPdfs(
  db: Db,
  accountId: number,
  documents: IssuedDocuments,
  origin: string,
  now: Date,
): AsyncGenerator<IssuedPdf> {
  const business = await documentBusiness(db, accountId);
  const today = await businessToday(db, accountId, now);
  const taken = new Set<string>();
  for (const id of documents.invoices) {
    const invoice = await unlessGone(getInvoice(db, accountId, id));
    if (!invoice) continue;
    const pdf = await renderInvoicePdf({ business, invoice, payLink: payLinkUrl(origin, id) });
    const fileName = documentFileName(invoice.invoice_number, invoice.contact);
    yield { name: uniqueName(taken, 'invoices', fileName), pdf };
  }
  for (const id of documents.estimates) {
    const estimate = await unlessGone(getEstimate(db, accountId, id, today));
    if (!estimate) continue;
    const pdf = await renderEstimatePdf({ business, estimate, link: estimateLinkUrl(origin, id) });
    const fileName = documentFileName(estimate.estimate_number, estimate.contact);
    yield { name: uniqueName(taken, 'estimates', fileName), pdf };
  }
  for (const id of documents.creditNotes) {
    const note = await unlessGone(getCreditNote(db, accountId, Number(id)));
    if (!note) continue;
    const pdf = await renderCreditNotePdf(business, note);
    const fileName = documentFileName(note.credit_note_number, note.contact);
    yield { name: uniqueName(taken, 'credit_notes', fileName), pdf };
  }
}
