import { contactKeys, listContacts } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';

/** The first 100 contacts, for a line's optional contact. */
export function useContactChoices() {
  return useQuery({
    queryKey: [...contactKeys.lists(), { page: 1, per_page: 100 }],
    queryFn: () => listContacts({ page: 1, per_page: 100 }),
  });
}
