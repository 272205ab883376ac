import { http, send } from '@daftari/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bankingKeys } from './keys.ts';
import { useRefreshMoney } from './refresh.ts';
import { payoutPage, payoutResultEnvelope } from './schemas.ts';

/** GET /bank_accounts/{id}/payouts: a Paystack account's payouts, newest first. */
export function usePayouts(accountId: number | null) {
  return useQuery({
    queryKey: bankingKeys.payouts(accountId ?? 0),
    queryFn: async () => {
      const { body } = await send(
        payoutPage,
        () => http.get(`bank_accounts/${accountId}/payouts`, { searchParams: { per_page: 100 } }),
        'Failed to load payouts',
      );
      return body.data;
    },
    enabled: accountId !== null,
  });
}

/** Fetch from Paystack (`sync`) or import the dashboard's export (`file`): the payouts and the money move. */
export function usePayoutImport() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (input: { accountId: number; file?: File }) => {
      const path = `bank_accounts/${input.accountId}/payouts`;
      if (!input.file) {
        const { body } = await send(
          payoutResultEnvelope,
          () => http.post(`${path}/sync`, { json: {} }),
          'Could not fetch the payouts',
        );
        return body.data;
      }
      const form = new FormData();
      form.append('file', input.file, input.file.name);
      const { body } = await send(
        payoutResultEnvelope,
        () => http.post(path, { body: form }),
        'Could not import the file',
      );
      return body.data;
    },
    // The payouts' key is under the banking area's: refreshing the money refetches them.
    onSettled: refresh,
  });
}
