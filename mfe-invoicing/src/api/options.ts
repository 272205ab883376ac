import { http, listEtimsItemClasses, send } from '@daftari/api-client';
import { pageMetaSchema } from '@daftari/contracts';
import { retryUnlessClientError } from '@daftari/ui/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceKeys } from './keys.ts';

/** The invoice form's project picker loads up to this many projects (the API's largest page). */
const PROJECT_OPTIONS_LIMIT = 100;

/**
 * A project as the invoice form's picker needs it. Only the id and name are read (the projects contract
 * is not in packages/contracts yet); everything else passes through.
 */
const projectOptionSchema = z.looseObject({ id: z.number().int(), name: z.string() });
const projectPageSchema = z.object({ data: z.array(projectOptionSchema), meta: pageMetaSchema.optional() });
export type ProjectOption = z.infer<typeof projectOptionSchema>;

/** GET /projects?per_page=100. The projects API may not exist yet: callers hide the picker on error. */
export function useProjectOptions() {
  return useQuery({
    queryKey: invoiceKeys.projectOptions(),
    queryFn: async () => {
      const { body } = await send(
        projectPageSchema,
        () => http.get('projects', { searchParams: { page: '1', per_page: String(PROJECT_OPTIONS_LIMIT) } }),
        'Failed to load projects',
      );
      return body.data;
    },
    retry: false,
    staleTime: 60_000,
  });
}

/** KRA's item classifications matching `search` (code or name), for the price list's KRA details. */
export function useItemClassOptions(search: string) {
  return useQuery({
    queryKey: invoiceKeys.itemClassOptions(search),
    queryFn: () => listEtimsItemClasses(search),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
