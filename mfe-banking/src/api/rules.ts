import { http, send, sendEmpty } from '@daftari/api-client';
import type { BankRuleInput } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankingKeys } from './keys.ts';
import { ruleEnvelope, ruleList } from './schemas.ts';

async function listRules() {
  const { body } = await send(ruleList, () => http.get('bank_rules'), 'Failed to load rules');
  return body.data;
}

export function useRules() {
  return useQuery({ queryKey: bankingKeys.rules(), queryFn: listRules, retry: false });
}

function useRefreshRules() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bankingKeys.rules() });
}

export function useCreateRule() {
  const onSuccess = useRefreshRules();
  return useMutation({
    mutationFn: async (bank_rule: BankRuleInput) => {
      const { body } = await send(
        ruleEnvelope,
        () => http.post('bank_rules', { json: { bank_rule } }),
        'Could not add the rule',
      );
      return body.data;
    },
    onSuccess,
  });
}

export function useDeleteRule() {
  const onSuccess = useRefreshRules();
  return useMutation({
    mutationFn: (id: number) => sendEmpty(() => http.delete(`bank_rules/${id}`), 'Could not delete the rule'),
    onSuccess,
  });
}
