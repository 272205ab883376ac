import {
  currentUserEnvelopeSchema,
  type InvitationAcceptRequest,
  invitationSchema,
  type MembershipCreateRequest,
  type MembershipUpdateRequest,
  membershipSchema,
  type TotpCodeRequest,
  totpEnabledSchema,
  totpSetupSchema,
} from '@daftari/contracts';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { http, send, sendEmpty } from './http.ts';
import { setToken, tokenFromHeader } from './token.ts';

/** The query keys of the team: a change to a member refreshes the list. */
export const teamKeys = { all: ['memberships'] as const };

const membershipList = z.object({ data: z.array(membershipSchema) });
const oneMembership = z.object({ data: membershipSchema });
const oneInvitation = z.object({ data: invitationSchema });

/** GET /memberships: the business's members and pending invitations. */
export async function listMemberships() {
  const { body } = await send(membershipList, () => http.get('memberships'), 'Failed to load the team');
  return body.data;
}

/** POST /memberships: invites someone by e-mail (the link waits in the outbox without SMTP). */
export async function inviteMember(request: MembershipCreateRequest) {
  const { body } = await send(
    oneMembership,
    () => http.post('memberships', { json: request }),
    'The invitation was not sent',
  );
  return body.data;
}

/** PUT /memberships/{id}: another role. */
export async function changeMemberRole(id: number, request: MembershipUpdateRequest) {
  const { body } = await send(
    oneMembership,
    () => http.put(`memberships/${id}`, { json: request }),
    'The role was not changed',
  );
  return body.data;
}

/** DELETE /memberships/{id}: that person's sessions in this business end at once. */
export const removeMember = (id: number) =>
  sendEmpty(() => http.delete(`memberships/${id}`), 'The member was not removed');

/** GET /invitations/{token} (public): 404 when used or expired. */
export async function getInvitation(token: string) {
  const { body } = await send(
    oneInvitation,
    () => http.get(`invitations/${encodeURIComponent(token)}`),
    'Failed to load the invitation',
  );
  return body.data;
}

/** POST /invitations/{token}/accept: signs the person in to the business, as login does. */
export async function acceptInvitation(token: string, request: InvitationAcceptRequest) {
  const fallback = 'The invitation was not accepted';
  const { body, response } = await send(
    currentUserEnvelopeSchema,
    () => http.post(`invitations/${encodeURIComponent(token)}/accept`, { json: request }),
    fallback,
  );
  const signedIn = tokenFromHeader(response.headers.get('Authorization'));
  if (!signedIn) throw new ApiError(fallback, response.status);
  setToken(signedIn);
  return body.data;
}

/** PUT /users/current: the business requests work in from now on. */
export async function chooseBusiness(accountId: number) {
  const { body } = await send(
    currentUserEnvelopeSchema,
    () => http.put('users/current', { json: { user: { current_account_id: accountId } } }),
    'The business was not switched',
  );
  return body.data;
}

/** POST /users/current/totp: a new secret to scan, in use once enabled with a code. */
export async function startTwoStep() {
  const { body } = await send(
    totpSetupSchema,
    () => http.post('users/current/totp'),
    'Two-step sign-in could not start',
  );
  return body.data;
}

/** POST /users/current/totp/enable: the ten recovery codes, shown once. */
export async function enableTwoStep(request: TotpCodeRequest) {
  const { body } = await send(
    totpEnabledSchema,
    () => http.post('users/current/totp/enable', { json: request }),
    'Two-step sign-in was not turned on',
  );
  return body.data.recovery_codes;
}

/** DELETE /users/current/totp: turns two-step sign-in off, given a current code. */
export const disableTwoStep = (request: TotpCodeRequest) =>
  sendEmpty(
    () => http.delete('users/current/totp', { json: request }),
    'Two-step sign-in was not turned off',
  );
