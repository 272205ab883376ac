import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { readSingleFile } from '../../http/upload.ts';
import { deleteLogo, LOGO_TOO_LARGE, logoImage, logoOf, MAX_LOGO_BYTES, saveLogo } from './logo.ts';

/**
 * PUT /account/logo (multipart `file`: PNG, JPEG or SVG up to 1 MB) and DELETE /account/logo answer the
 * account (`answer`); GET /account/logo answers the stored image.
 */
export async function registerLogoRoutes(
  parent: FastifyInstance,
  { db, now }: AppDeps,
  answer: (request: Parameters<typeof authOf>[0]) => Promise<unknown>,
): Promise<void> {
  await parent.register(async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 0, parts: 1 },
    });
    registerLogo(app, db, now, answer);
  });
}

function registerLogo(
  app: FastifyInstance,
  db: AppDeps['db'],
  now: AppDeps['now'],
  answer: (request: Parameters<typeof authOf>[0]) => Promise<unknown>,
): void {
  app.put('/account/logo', async (request) => {
    const { accountId } = authOf(request);
    const { buffer } = await readSingleFile(request, {
      field: 'file',
      maxBytes: MAX_LOGO_BYTES,
      notMultipart: 'Send the logo as multipart/form-data with a file field "file".',
      missing: () => new HttpError(422, 'Choose a logo file (field "file").'),
      tooLarge: LOGO_TOO_LARGE,
    });
    await saveLogo(db, accountId, await logoImage(buffer), now());
    return { data: await answer(request) };
  });

  app.delete('/account/logo', async (request) => {
    await deleteLogo(db, authOf(request).accountId);
    return { data: await answer(request) };
  });

  app.get('/account/logo', async (request, reply) => {
    const logo = await logoOf(db, authOf(request).accountId);
    if (!logo) throw new HttpError(404, 'No logo has been uploaded');
    return reply
      .type(logo.contentType)
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'")
      .send(logo.data);
  });
}
