import {
  type AccountUpdateRequest,
  accountSchema,
  dataEnvelope,
  etimsCodeListResponseSchema,
  etimsInitializeResponseSchema,
  etimsItemClassListResponseSchema,
  etimsPurchasePullSchema,
} from '@daftari/contracts';
import { http, send, sendBlob } from './http.ts';
import { API_PREFIX } from './prefix.ts';

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

/** PUT /account/logo: a PNG, JPEG or SVG (at most 1 MB) as the business's logo; answers the account. */
export async function uploadAccountLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  const { body } = await send(
    accountEnvelope,
    () => http.put('account/logo', { body: form }),
    'The logo was not uploaded',
  );
  return body.data;
}

/** GET /account/logo: the logo's image, at the account's `logo_url` (which changes with the logo). */
export function fetchAccountLogo(logoUrl: string) {
  const path = logoUrl.startsWith(`${API_PREFIX}/`) ? logoUrl.slice(API_PREFIX.length + 1) : logoUrl;
  return sendBlob(() => http.get(path), 'The logo could not be loaded');
}

/** DELETE /account/logo: the business goes without a logo; answers the account. */
export async function removeAccountLogo() {
  const { body } = await send(accountEnvelope, () => http.delete('account/logo'), 'The logo was not removed');
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

/** GET /etims/item_classes: KRA's item classifications whose code starts with, or name contains, `search`. */
export async function listEtimsItemClasses(search: string, limit = 20) {
  const { body } = await send(
    etimsItemClassListResponseSchema,
    () => http.get('etims/item_classes', { searchParams: { search, limit } }),
    "KRA's item classifications could not be loaded",
  );
  return body.data;
}

/** GET /etims/codes?class=XX: one of KRA's code lists. */
export async function listEtimsCodes(codeClass: string) {
  const { body } = await send(
    etimsCodeListResponseSchema,
    () => http.get('etims/codes', { searchParams: { class: codeClass } }),
    "KRA's codes could not be loaded",
  );
  return body.data;
}
