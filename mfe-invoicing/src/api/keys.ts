import { estimateKeys, invoiceKeys as sharedInvoiceKeys } from '@daftari/api-client';
import type { EstimateListQuery, InvoiceListQuery, UnmatchedMpesaListQuery } from '@daftari/contracts';

const area = ['invoicing'] as const;

/**
 * Every query key of the invoicing area comes from here. Invoices themselves are cached under the shared
 * `invoiceKeys` of api-client, so a write here also refreshes the lists of a contact's invoices the contacts
 * area shows; what only this area reads sits under its own root. Estimates sit under the shared `estimateKeys`.
 */
export const invoiceKeys = {
  ...sharedInvoiceKeys,
  list: (params: InvoiceListQuery) => [...sharedInvoiceKeys.lists(), params] as const,
  priceList: () => [...area, 'price-list'] as const,
  projectOptions: () => [...area, 'project-options'] as const,
  /** KRA's item classifications as the price list's picker loads them (search as the owner types). */
  itemClassOptions: (search: string) => [...area, 'kra-item-classes', search] as const,
  outbox: () => [...area, 'outbox'] as const,
  /** GET /account, for what only the settings read (the paybill's confirmation token). */
  account: () => [...area, 'account'] as const,
  /** GET /account/daraja: the business's own Daraja app. */
  daraja: () => [...area, 'daraja'] as const,
  mpesaUnmatchedLists: () => [...area, 'mpesa-unmatched'] as const,
  mpesaUnmatched: (query: UnmatchedMpesaListQuery) => [...area, 'mpesa-unmatched', query] as const,
  /** Every invoice with a balance due, as the assign dialog's picker offers them. */
  openInvoices: () => [...sharedInvoiceKeys.lists(), 'open'] as const,
  estimateLists: estimateKeys.lists,
  estimateList: (params: EstimateListQuery) => [...estimateKeys.lists(), params] as const,
  estimate: estimateKeys.detail,
};
