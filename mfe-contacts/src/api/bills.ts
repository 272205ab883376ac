import { isNotFound, listBills } from '@daftari/api-client';
import type { BillList } from '@daftari/contracts';
import { useQuery } from '@tanstack/react-query';
import { contactKeys } from './keys.ts';

/** Bills shown on a contact's page (one request, the 100 most recent). */
export const CONTACT_BILLS_PER_PAGE = 100;

/** The contact's bills; without a bills API (an older server), none. */
export async function listContactBills(contactId: number): Promise<BillList | null> {
  try {
    return await listBills({ contact_id: contactId, per_page: CONTACT_BILLS_PER_PAGE });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function useContactBills(contactId: number) {
  return useQuery({
    queryKey: contactKeys.bills(contactId),
    queryFn: () => listContactBills(contactId),
    enabled: Number.isInteger(contactId) && contactId > 0,
  });
}
