import { ApiError, contactQuery, http, listContacts, listEtimsItemClasses, send } from '@daftari/api-client';
import { pageMetaSchema } from '@daftari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceKeys } from './keys.ts';

/** Pickers load up to this many contacts per search (the API's largest page). */
const CONTACT_OPTIONS_LIMIT = 100;

const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** Contacts matching `search` (name, email, company), the server filtering as the owner types. */
export function useContactOptions(search: string) {
  return useQuery({
    queryKey: invoiceKeys.contactOptions(search),
    queryFn: () => listContacts({ search, page: 1, per_page: CONTACT_OPTIONS_LIMIT }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    select: (page) => page.data,
  });
}

/**
 * One contact, e.g. the one a filter or `?contactId=` names, for its label; cached where every area keeps
 * a contact, so an edit in the contacts area relabels it here.
 */
export function useContactById(id: number | null) {
  return useQuery({ ...contactQuery(id ?? 0), retry: retryUnlessClientError });
}

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
        () => http.get('projects', { searchParams: { page: '1', per_page: String(CONTACT_OPTIONS_LIMIT) } }),
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
