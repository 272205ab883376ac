import {
  type ContactStatementQuery,
  contactStatementSchema,
  dataEnvelope,
  type EmailContactStatementRequest,
  emailContactStatementResultSchema,
} from '@daftari/contracts';
import { HTTPError } from 'ky';
import { apiErrorFrom } from './errors.ts';
import { http, send } from './http.ts';

const period = ({ from, to }: ContactStatementQuery) => new URLSearchParams({ from, to });

/** GET /contacts/{id}/statement: the contact's balance over the period (both days included), and its aging. */
export async function getContactStatement(id: number, query: ContactStatementQuery) {
  const { body } = await send(
    dataEnvelope(contactStatementSchema),
    () => http.get(`contacts/${id}/statement`, { searchParams: period(query) }),
    'Failed to load the statement',
  );
  return body.data;
}

/** The file name a Content-Disposition header gives (its UTF-8 form first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** GET /contacts/{id}/statement?format=pdf: the PDF and the name the API gives it (null when it gives none). */
export async function downloadContactStatementPdf(
  id: number,
  query: ContactStatementQuery,
): Promise<{ blob: Blob; fileName: string | null }> {
  const searchParams = period(query);
  searchParams.set('format', 'pdf');
  try {
    const response = await http.get(`contacts/${id}/statement`, {
      searchParams,
      headers: { Accept: 'application/pdf' },
    });
    return {
      blob: await response.blob(),
      fileName: dispositionFileName(response.headers.get('content-disposition')),
    };
  } catch (error) {
    if (error instanceof HTTPError)
      throw await apiErrorFrom(error.response, 'Failed to download the statement');
    throw error;
  }
}

/** POST /contacts/{id}/statement/email: `{sent_to, delivery}` (the address defaults to the contact's). */
export async function emailContactStatement(id: number, request: EmailContactStatementRequest) {
  const { body } = await send(
    dataEnvelope(emailContactStatementResultSchema),
    () => http.post(`contacts/${id}/statement/email`, { json: request }),
    'Failed to send the statement',
  );
  return body.data;
}
