import {
  type PriceListImportResult,
  priceListItemRequestSchema,
  updatePriceListItemRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { dryRunResult } from '../../http/csv-import/file.ts';
import { acceptImportForms, readImportForm } from '../../http/csv-import/form.ts';
import { invalidField } from '../../http/errors.ts';
import { int4Param } from '../../http/ids.ts';
import { parseBody } from '../../http/validate.ts';
import { previewRow, readPriceListCsv } from './import.ts';
import {
  createPriceListItem,
  deletePriceListItem,
  insertPriceListItems,
  listPriceListItems,
  priceListItemNotFound,
  updatePriceListItem,
} from './service.ts';

/**
 * Whether a classification is one of KRA's item classes (the eTIMS reference list as last refreshed; any while
 * none is kept): given by the server, so a mistyped one is refused here rather than at KRA.
 */
export type ClassificationCheck = (code: string) => Promise<boolean>;

/** GET, POST, PATCH and DELETE /price_list_items, POST /price_list_items/import (authenticated; scoped by account). */
export async function registerPriceListRoutes(
  app: FastifyInstance,
  { db }: Pick<AppDeps, 'db'>,
  isItemClass: ClassificationCheck = async () => true,
): Promise<void> {
  const assertItemClass = async (code: string | null | undefined) => {
    if (code && !(await isItemClass(code))) {
      throw invalidField(
        'classification_code',
        `${code} is not an item class of KRA's item classification list: pick one from the list`,
      );
    }
  };

  app.get('/price_list_items', async (request) => ({
    data: await listPriceListItems(db, authOf(request).accountId),
  }));

  app.post('/price_list_items', async (request, reply) => {
    const { price_list_item: input } = parseBody(priceListItemRequestSchema, request);
    await assertItemClass(input.classification_code);
    const { item, created } = await createPriceListItem(db, authOf(request).accountId, input);
    return reply.code(created ? 201 : 200).send({ data: item });
  });

  app.patch('/price_list_items/:id', async (request) => {
    const id = int4Param(request, priceListItemNotFound);
    const { price_list_item: input } = parseBody(updatePriceListItemRequestSchema, request);
    await assertItemClass(input.classification_code);
    return { data: await updatePriceListItem(db, authOf(request).accountId, id, input) };
  });

  app.delete('/price_list_items/:id', async (request, reply) => {
    const id = int4Param(request, priceListItemNotFound);
    await deletePriceListItem(db, authOf(request).accountId, id);
    return reply.code(204).send();
  });

  // Multipart bodies are accepted by the import only; the rest of the API stays JSON.
  await app.register(async (importApp) => {
    await acceptImportForms(importApp);
    importApp.post('/price_list_items/import', async (request): Promise<{ data: PriceListImportResult }> => {
      const form = await readImportForm(request);
      const file = readPriceListCsv(form.file, form.mapping);
      if (form.dryRun) return { data: dryRunResult(file, previewRow) };
      const { accountId } = authOf(request);
      const items = file.rows.map((row) => row.record);
      const { imported, alreadyListed } = await insertPriceListItems(db, accountId, items);
      request.log.info({ accountId, imported }, 'price list items imported');
      return { data: { imported, already_listed: alreadyListed } };
    });
  });
}
