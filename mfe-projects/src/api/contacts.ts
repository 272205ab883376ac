import { contactKeys, createContact, currentUserQuery, listContacts } from '@daftari/api-client';
import type { ContactRequest } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The project form offers the first this-many contacts and searches them on screen: one small request,
 * and picking stays instant while the owner types.
 */
export const CONTACT_PICKER_LIMIT = 50;

const pickerParams = { page: 1, per_page: CONTACT_PICKER_LIMIT };

/**
 * GET /contacts?page=1&per_page=50: the picker's contacts, filtered client-side by name, company or email.
 * Cached with the contact lists, so a contact added or changed in any area shows here too.
 */
export function useContactOptions() {
  return useQuery({
    queryKey: [...contactKeys.lists(), pickerParams],
    queryFn: () => listContacts(pickerParams),
    select: (page) => page.data.slice(0, CONTACT_PICKER_LIMIT),
  });
}

/** POST /contacts from the project form; after it, every contact list (this picker's too) and has_contacts. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContactRequest) => createContact(request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
