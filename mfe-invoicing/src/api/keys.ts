import type { InvoiceListQuery } from '@daftari/contracts';

/** Every query key of the invoicing area comes from here. */
export const invoiceKeys = {
  all: ['invoicing'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListQuery) => [...invoiceKeys.lists(), params] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: string) => [...invoiceKeys.details(), id] as const,
  priceList: () => [...invoiceKeys.all, 'price-list'] as const,
  /** Contacts as the pickers of this area load them (search as the owner types). */
  contactOptions: (search: string) => [...invoiceKeys.all, 'contact-options', search] as const,
  contact: (id: number) => [...invoiceKeys.all, 'contact', id] as const,
  projectOptions: () => [...invoiceKeys.all, 'project-options'] as const,
  outbox: () => [...invoiceKeys.all, 'outbox'] as const,
};
