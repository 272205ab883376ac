import { contactKeys, createContact, currentUserQuery } from '@daftari/api-client';
import type { ContactRequest } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
