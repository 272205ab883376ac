import type { Socket } from 'node:net';
import type { ErrorBody } from '@daftari/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RefusedInputError } from '../db/errors.ts';

/** An error whose status and message are meant for the client: `{error, details?}`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notAuthenticated = () => new HttpError(401, 'Not authenticated');
export const notFound = () => new HttpError(404, 'Not found');

/** 422 with the message under one field, the shape parseBody gives validation errors. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/** What the client reads for the errors Fastify itself raises (parsing, limits, routing). */
const fastifyErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON in the request body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Invalid Content-Type header'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: [400, 'Invalid Content-Type header'],
};

const statusTexts: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'The request body is too large',
  414: 'The URL is too long',
  415: 'Unsupported content type',
  422: 'Validation failed',
  429: 'Too many requests',
};

/** Drizzle puts the query parameters (hashes, e-mails) into its error messages; logs keep the query only. */
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [^\n]*/g, '');

/** An unexpected error as it may be logged: no query parameters, no enumerable extras. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { cause } = error as { cause?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    code: (error as { code?: unknown }).code,
    stack: withoutParams(error.stack),
    ...(cause instanceof Error
      ? { cause: { type: cause.name, message: cause.message, code: (cause as { code?: unknown }).code } }
      : {}),
  };
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place that turns an error into an answer: `{error}` with the contract's status. Client errors keep
 * a short known message; anything else is logged and answered 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request: FastifyRequest, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { error: error.message };
      if (error.details) body.details = error.details;
      return send(reply, error.statusCode, body);
    }
    if (error instanceof RefusedInputError) return send(reply, 422, { error: error.message });
    const code = 'code' in error ? error.code : undefined;
    const known = code ? fastifyErrors[code] : undefined;
    if (known) return send(reply, known[0], { error: known[1] });
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code, status }, 'client error');
      return send(reply, status, { error: statusTexts[status] ?? 'Bad request' });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return send(reply, 500, { error: 'Something went wrong' });
  });
}

/**
 * Errors the router raises before any route runs (a malformed URL, a route parameter over the router's
 * length limit): answered in the `{error}` shape, never echoing the URL. A parameter that long can name no
 * record, so it is not found.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 404, { error: 'Not found' });
  return send(reply, 400, { error: 'Bad request' });
}

const CLIENT_ERROR_BODY = JSON.stringify({ error: 'Bad request' } satisfies ErrorBody);

/**
 * What the HTTP parser itself refuses (a body shorter than its Content-Length, a broken header): the
 * connection gets a last `{error}` answer and is closed.
 */
export function clientErrorHandler(_error: Error, socket: Socket): void {
  if (socket.writable) {
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
    );
  }
  socket.destroy();
}
