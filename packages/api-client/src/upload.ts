import type { z } from 'zod';
import { apiErrorFrom } from './errors.ts';
import { API_PREFIX } from './prefix.ts';
import { clearToken, getToken } from './token.ts';

/** How far an upload is: the fraction of the body sent (0..1), then `reading` while the server reads it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'reading' };

/**
 * POSTs a multipart form like `send` does (the /api prefix, the bearer token, a 401 clears it, an error answer
 * becomes an ApiError with the server's message and details) and reports the upload's progress. Through
 * XMLHttpRequest: fetch reports no upload progress over HTTP/1.1.
 */
export function sendFormWithProgress<S extends z.ZodType>(
  schema: S,
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  fallback: string,
): Promise<{ body: z.output<S>; status: number }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/${path}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress({ phase: 'sending', fraction: event.loaded / event.total });
    };
    request.upload.onload = () => onProgress({ phase: 'reading' });
    request.onerror = () => reject(new Error(fallback));
    request.onload = () => {
      const response = new Response(request.status === 204 ? null : request.responseText, {
        status: request.status,
        headers: { 'Content-Type': request.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (response.status === 401) clearToken();
      if (!response.ok) {
        void apiErrorFrom(response, fallback).then(reject);
        return;
      }
      response
        .json()
        .then((json) => resolve({ body: schema.parse(json) as z.output<S>, status: response.status }))
        .catch(reject);
    };
    request.send(form);
  });
}
