import {
  type AccountUpdateRequest,
  accountSchema,
  dataEnvelope,
  etimsInitializeResponseSchema,
  etimsPurchasePullSchema,
} from '@daftari/contracts';
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

/** POST /etims/initialize: KRA eTIMS issues the account's device its communication key; answers the settings. */
export async function initializeEtims() {
  const { body } = await send(
    etimsInitializeResponseSchema,
    () => http.post('etims/initialize'),
    'KRA eTIMS could not be initialized',
  );
  return body;
}

/** POST /etims/purchases/pull: the invoices suppliers issued to the account's PIN, fetched from KRA as draft bills. */
export async function pullEtimsPurchases() {
  const { body } = await send(
    etimsPurchasePullSchema,
    () => http.post('etims/purchases/pull'),
    'The purchases could not be fetched from KRA',
  );
  return body.data;
}
