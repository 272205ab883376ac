import { isNotFound } from '@daftari/api-client';
import { useParams } from '@daftari/router';
import { useBill } from '../../api/bills.ts';

/** The bill the address names (`:billId`), and whether there is no such bill (an unknown or malformed id). */
export function useBillParam() {
  const { billId } = useParams();
  const id = Number(billId);
  const valid = Number.isInteger(id) && id > 0;
  const bill = useBill(valid ? id : 0);
  return { id, bill, missing: !valid || (bill.isError && isNotFound(bill.error)) };
}
