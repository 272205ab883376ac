import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fixture, uploadImport } from './contact-import-helpers.ts';
import { signUp } from './helpers.ts';

/** The switching date the open-balance tests bring documents forward on. */
export const SWITCHING = '2026-11-30';

/** The route of an open-balance import: `/api/bills/import_open`. */
export type OpenBalanceRoute = '/api/invoices/import_open' | '/api/bills/import_open';

/** Uploads a file to an open-balance import of the account of `token`, on the switching date unless told. */
export const openBalanceUpload =
  (app: FastifyInstance, route: OpenBalanceRoute, token: string) =>
  (csv: string | Buffer, query = `?date=${SWITCHING}`) =>
    uploadImport(app, route, token, csv, { query });

/** The envelope of an import's answer: `dataEnvelope(openBillImportResultSchema)`. */
interface AnswerEnvelope<A> {
  parse(body: unknown): { data: A };
}

/**
 * A dry run of a sample export (two open documents owing 15,250.50): nothing imported, both rows checked.
 * Answers the parsed answer.
 */
export function expectSampleDryRun<A>(
  response: LightMyRequestResponse,
  envelope: AnswerEnvelope<A>,
  paid: number,
) {
  expect(response.statusCode, response.body).toBe(200);
  const answer = envelope.parse(response.json()).data;
  expect(answer).toMatchObject({ imported: 0, row_count: 2, already_paid: paid, total_balance: 15250.5 });
  return answer;
}

/** The import of a sample export: both documents brought forward on the switching date. */
export function expectSampleImported<A>(
  response: LightMyRequestResponse,
  envelope: AnswerEnvelope<A>,
  paid: number,
) {
  expect(response.statusCode, response.body).toBe(200);
  expect(envelope.parse(response.json()).data).toMatchObject({
    imported: 2,
    already_paid: paid,
    switching_date: SWITCHING,
    total_balance: 15250.5,
  });
}

/** A new account without the contacts of a sample export: its first row names an unknown contact. */
export async function expectUnknownToAnotherAccount(
  app: FastifyInstance,
  route: OpenBalanceRoute,
  file: string,
) {
  const { token } = await signUp(app);
  const other = await openBalanceUpload(app, route, token)(fixture(file), `?date=${SWITCHING}&dry_run=true`);
  expect(other.statusCode).toBe(422);
  expect((other.json() as { details: Record<string, string[]> }).details['line 2']?.[0]).toMatch(
    /not in your contacts/,
  );
}
