import type { FastifyInstance } from 'fastify';
import { chooseEncoding, encode, MIN_COMPRESSED_BYTES, varyOnAcceptEncoding } from './encodings.ts';

/** JSON, CSV, the test checkout's HTML: text. PDFs, images and uploaded files are left as they are. */
const TEXT_TYPE = /^(application\/json|text\/)/i;

/**
 * Compresses /api answers of text over a kilobyte as the client accepts (br, else gzip), quickly, as it
 * answers. Streams (attachments, downloads) pass untouched, and so do answers that already say how they are
 * encoded; nothing else about an answer (its Cache-Control, for one) changes. Request bodies are not touched.
 */
export function installApiCompression(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!TEXT_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESSED_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const encoded = await encode(body, encoding, 'fast');
    reply.header('content-encoding', encoding).header('content-length', encoded.length);
    return encoded;
  });
}
