import { currentUserQuery, http, send } from '@daftari/api-client';
import type { bankAccountCreateRequestSchema } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { bankingKeys } from './keys.ts';
import { useRefreshMoney } from './refresh.ts';
import { moneyAccountEnvelope, moneyAccountList } from './schemas.ts';

export type MoneyAccountInput = z.input<typeof bankAccountCreateRequestSchema>['bank_account'];

async function listMoneyAccounts() {
  const { body } = await send(
    moneyAccountList,
    () => http.get('bank_accounts'),
    'Failed to load money accounts',
  );
  return body.data;
}

export function useMoneyAccounts() {
  return useQuery({ queryKey: bankingKeys.accounts(), queryFn: listMoneyAccounts });
}

export function useCreateMoneyAccount() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (bank_account: MoneyAccountInput) => {
      const { body } = await send(
        moneyAccountEnvelope,
        () => http.post('bank_accounts', { json: { bank_account } }),
        'Could not add the account',
      );
      return body.data;
    },
    onSuccess: refresh,
  });
}

/** The business's time zone; Nairobi's until the user loads. */
export function useTimeZone(): string {
  return useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
}
