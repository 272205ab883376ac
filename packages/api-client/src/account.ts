import { type AccountUpdateRequest, accountSchema, dataEnvelope } from '@daftari/contracts';
import { http, send } from './http.ts';

const accountEnvelope = dataEnvelope(accountSchema);

/** PUT /account: the fields to change (absent ones stay); answers the account. */
export async function updateAccount(request: AccountUpdateRequest) {
  const { body } = await send(
    accountEnvelope,
    () => http.put('account', { json: request }),
    'Failed to save the settings',
  );
  return body.data;
}
