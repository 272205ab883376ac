import type { CurrentUser, PageMeta } from '@daftari/contracts';

/** The signed-in owner, as GET /users/current answers it; `account` overrides fields of their account. */
export function user(account: Partial<CurrentUser['account']> = {}): CurrentUser {
  return {
    id: 1,
    email: 'wanjiru@example.co.ke',
    name: 'Wanjiru Kamau',
    account: {
      id: 1,
      name: 'Kamau Designs',
      currency: 'KES',
      has_contacts: true,
      has_invoices: true,
      address_line1: null,
      address_line2: null,
      city: null,
      country: null,
      phone: null,
      email: null,
      tax_pin: null,
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_branch: null,
      bank_sort_code: null,
      mpesa_paybill: null,
      ...account,
    },
    role: 'owner',
    memberships: [
      { account_id: account.id ?? 1, account_name: account.name ?? 'Kamau Designs', role: 'owner' },
    ],
    two_step_enabled: false,
  };
}

/** A one-page list answer (`{data, meta}`) holding `data`; `meta` overrides the page fields. */
export function page<T>(data: T[], meta: Partial<PageMeta> = {}): { data: T[]; meta: PageMeta } {
  return {
    data,
    meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 10, ...meta },
  };
}
