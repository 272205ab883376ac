import type { BulkResult, DocumentBulkAction } from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { noteAudit } from './audit-note.ts';
import { authOf, credentialHeaders } from './auth.ts';
import { HttpError } from './errors.ts';

/** How a kind of sales document takes a bulk action: its collection, its JSON key, its e-mail route. */
export interface BulkDocuments {
  /** `invoices`, `estimates`: the routes live under `/api/{collection}/{id}`. */
  collection: string;
  /** The key of the PUT body: `invoice`, `estimate`. */
  key: string;
  /** The route's tail that e-mails one: `email_invoice`. */
  emailRoute: string;
  /** The document's number, for a refusal that names it. */
  numberOf: (document: BulkDocument) => string;
}

/** What a bulk action reads of a document (its read route's answer). */
export interface BulkDocument {
  status: string;
  contact: { email: string | null; full_name: string | null; company_name: string | null };
  [field: string]: unknown;
}

/**
 * One request of the document's own route, with the bulk request's credentials: its permission check, its
 * audit event and its after-send work are those of the single action. A refusal throws its `{error}`.
 */
async function asItsOwnRoute(app: FastifyInstance, request: FastifyRequest, options: InjectOptions) {
  const answer = await app.inject({ ...options, headers: credentialHeaders(request) });
  if (answer.statusCode >= 500) throw new Error(`${options.method} ${options.url}: ${answer.statusCode}`);
  const body = answer.json() as { data?: unknown; error?: string };
  if (answer.statusCode >= 400) throw new HttpError(answer.statusCode, body.error ?? 'Refused');
  return body.data;
}

const contactName = (contact: BulkDocument['contact']) =>
  contact.full_name ?? contact.company_name ?? 'its contact';

/**
 * A bulk action on sales documents: each of `ids` (each once, in id order, one at a time, each in its own
 * transaction as its route takes it) is sent to its contact's e-mail or marked sent through its own route.
 * A document that cannot take it (another business's or unknown: not found; a draft-only action on a sent
 * one; no e-mail address; a void one) is skipped with the reason, the others go on.
 */
export async function documentBulk(
  app: FastifyInstance,
  request: FastifyRequest,
  documents: BulkDocuments,
  body: { ids: string[]; action: DocumentBulkAction },
): Promise<BulkResult> {
  const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))].sort();
  const result: BulkResult = { changed: 0, skipped: [] };
  for (const id of ids) {
    const url = `/api/${documents.collection}/${id}`;
    try {
      const document = (await asItsOwnRoute(app, request, { method: 'GET', url })) as BulkDocument;
      if (body.action === 'mark_sent') {
        if (document.status !== 'draft') {
          throw new HttpError(422, `${documents.numberOf(document)} is ${document.status}, not a draft`);
        }
        const payload = { [documents.key]: { status: 'sent' } };
        await asItsOwnRoute(app, request, { method: 'PUT', url, payload });
      } else {
        const email = document.contact.email;
        if (!email) {
          throw new HttpError(422, `${contactName(document.contact)} has no e-mail address`);
        }
        const emailUrl = `${url}/${documents.emailRoute}`;
        await asItsOwnRoute(app, request, { method: 'POST', url: emailUrl, payload: { email } });
      }
      result.changed += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      result.skipped.push({ id, error: error.message });
    }
  }
  return result;
}

const PAST: Record<DocumentBulkAction, string> = { send: 'sent', mark_sent: 'marked sent' };

/**
 * `documentBulk`, and the bulk request's own audit event says what it did (`Invoices sent: 3, skipped: 1`);
 * each document's change has its own event, written by its route.
 */
export async function bulkWithNote(
  app: FastifyInstance,
  request: FastifyRequest,
  documents: BulkDocuments,
  body: { ids: string[]; action: DocumentBulkAction },
): Promise<BulkResult> {
  const result = await documentBulk(app, request, documents, body);
  const auth = authOf(request);
  const label = documents.collection.charAt(0).toUpperCase() + documents.collection.slice(1);
  noteAudit(request, {
    accountId: auth.accountId,
    userId: auth.userId,
    action: `${documents.key}.bulk_${body.action}`,
    entityType: documents.key,
    entityId: null,
    summary: `${label} ${PAST[body.action]}: ${result.changed}, skipped: ${result.skipped.length}`,
  });
  return result;
}
