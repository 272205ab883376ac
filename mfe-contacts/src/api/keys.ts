import type { ContactListQuery } from '@daftari/contracts';

/** Every query key of the contacts area comes from here. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: ContactListQuery) => [...contactKeys.lists(), params] as const,
  details: () => [...contactKeys.all, 'detail'] as const,
  detail: (id: number) => [...contactKeys.details(), id] as const,
  /** A contact's invoices: under its detail key, so refreshing the contact refreshes them too. */
  invoices: (id: number) => [...contactKeys.detail(id), 'invoices'] as const,
};
