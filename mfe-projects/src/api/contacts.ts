import { createContact, currentUserQuery, listContacts } from '@daftari/api-client';
import type { ContactRequest } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys.ts';
import { retryUnlessNotFound } from './projects.ts';

/** The project form offers the first this-many contacts and searches them on screen (product-spec 9). */
export const CONTACT_PICKER_LIMIT = 50;

/** GET /contacts?page=1&per_page=50: the picker's contacts, filtered client-side by name, company or email. */
export function useContactOptions() {
  return useQuery({
    queryKey: projectKeys.contactOptions(),
    queryFn: () => listContacts({ page: 1, per_page: CONTACT_PICKER_LIMIT }),
    select: (page) => page.data.slice(0, CONTACT_PICKER_LIMIT),
    retry: retryUnlessNotFound,
  });
}

/** POST /contacts from the project form; the picker and the account's has_contacts are refreshed after. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContactRequest) => createContact(request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.contactOptions() });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
