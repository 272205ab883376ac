import { currentUserEnvelopeSchema, membershipSchema } from '@daftari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { invitations } from '../../../src/db/schema.ts';
import { hashToken } from '../../../src/http/tokens.ts';
import type { OwnersApp } from '../../../src/server.ts';
import {
  backend,
  bearer,
  PASSWORD,
  signUp,
  testApp,
  testDatabase,
  tokenOf,
  uniqueEmail,
} from '../../support/helpers.ts';
import { addMember, invitationLinks, invite, tokenOfLink } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;
let clock = new Date('2026-12-01T08:00:00.000Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const team = async (token: string) => {
  const response = await app.inject({ url: '/api/memberships', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return membershipSchema.array().parse(response.json().data);
};
const current = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/users/current', headers: { ...bearer(token), ...headers } });
const accept = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, headers });

describe(`the team on ${backend}`, () => {
  it('invites by e-mail: the link waits in the outbox, opens the invitation, works once', async () => {
    const owner = await signUp(app, { business_name: 'Otieno Hardware' });
    const email = uniqueEmail('accountant');
    const invited = await invite(app, owner.token, email.toUpperCase(), 'accountant');
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ status: 'invited', role: 'accountant', user: { email } });
    const [link] = await invitationLinks(app, owner.token);
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOfLink(link!);
    const stored = await database.db.select({ hash: invitations.tokenHash }).from(invitations);
    expect(stored.map((row) => row.hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.hash)).not.toContain(token);

    const shown = await app.inject({ url: `/api/invitations/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      account_name: 'Otieno Hardware',
      email,
      role: 'accountant',
      existing_user: false,
    });
    expect((await accept(token, {})).statusCode).toBe(422);
    const accepted = await accept(token, { user: { name: 'Akinyi', password: PASSWORD } });
    expect(accepted.statusCode).toBe(200);
    const me = currentUserEnvelopeSchema.parse(accepted.json()).data;
    expect(me).toMatchObject({
      email,
      name: 'Akinyi',
      role: 'accountant',
      account: { name: 'Otieno Hardware' },
    });
    expect((await current(tokenOf(accepted.headers.authorization))).json().data.role).toBe('accountant');

    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect((await accept(token, { user: { name: 'Again', password: PASSWORD } })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/invitations/${'x'.repeat(43)}` })).statusCode).toBe(404);
    const members = await team(owner.token);
    expect(members.map((member) => [member.user.email, member.role, member.status])).toEqual([
      [owner.email, 'owner', 'active'],
      [email, 'accountant', 'active'],
    ]);
  });

  it('expires an invitation 14 days after it was sent (the injected clock)', async () => {
    const owner = await signUp(app);
    const sent = clock;
    expect((await invite(app, owner.token, uniqueEmail(), 'viewer')).statusCode).toBe(201);
    const token = tokenOfLink((await invitationLinks(app, owner.token))[0]!);
    clock = new Date(sent.getTime() + 14 * 24 * 60 * 60_000 - 1);
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(200);
    clock = new Date(sent.getTime() + 14 * 24 * 60 * 60_000);
    expect((await app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect((await accept(token, { user: { name: 'Late', password: PASSWORD } })).statusCode).toBe(404);
    clock = sent;
  });

  it('refuses a member twice, a role outside the five, and a bad e-mail: 422, nothing changes', async () => {
    const owner = await signUp(app);
    const member = await addMember(app, owner.token, 'bookkeeper');
    const before = await team(owner.token);
    expect((await invite(app, owner.token, member.email, 'viewer')).statusCode).toBe(422);
    expect((await invite(app, owner.token, owner.email, 'viewer')).statusCode).toBe(422);
    const role = await invite(app, owner.token, uniqueEmail(), 'admin');
    expect(role.statusCode).toBe(422);
    expect(role.json().details.role).toBeDefined();
    expect((await invite(app, owner.token, 'not an e-mail', 'viewer')).statusCode).toBe(422);
    const pending = uniqueEmail();
    expect((await invite(app, owner.token, pending, 'viewer')).statusCode).toBe(201);
    expect((await invite(app, owner.token, pending, 'viewer')).statusCode).toBe(422);
    expect((await team(owner.token)).length).toBe(before.length + 1);
    const badRole = await app.inject({
      method: 'PUT',
      url: `/api/memberships/${member.membershipId}`,
      headers: bearer(owner.token),
      payload: { membership: { role: 'superuser' } },
    });
    expect(badRole.statusCode).toBe(422);
  });

  it('changes roles; the last owner can be neither removed nor demoted (422)', async () => {
    const owner = await signUp(app);
    const [own] = await team(owner.token);
    const put = (token: string, id: number, role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/memberships/${id}`,
        headers: bearer(token),
        payload: { membership: { role } },
      });
    expect((await put(owner.token, own!.id, 'accountant')).statusCode).toBe(422);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/memberships/${own!.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(422);
    const second = await addMember(app, owner.token, 'viewer');
    const promoted = await put(owner.token, second.membershipId, 'owner');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('owner');
    expect((await current(second.token)).json().data.role).toBe('owner');
    const trail = await app.inject({
      method: 'GET',
      url: `/api/audit_events?entity_type=membership&entity_id=${second.membershipId}`,
      headers: bearer(owner.token),
    });
    expect(trail.json().data[0]).toMatchObject({
      action: 'membership.update',
      changes: { role: ['viewer', 'owner'] },
    });
    expect((await put(owner.token, own!.id, 'accountant')).statusCode).toBe(200);
    expect((await put(second.token, second.membershipId, 'viewer')).statusCode).toBe(422);
    expect((await put(second.token, 2_147_483_647, 'viewer')).statusCode).toBe(404);
  });

  it('only an owner manages the team: 403 naming the role, nothing changes', async () => {
    const owner = await signUp(app);
    const accountant = await addMember(app, owner.token, 'accountant');
    const refused = await invite(app, accountant.token, uniqueEmail(), 'viewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'An accountant may not manage the team' });
    expect((await team(owner.token)).length).toBe(2);
  });

  it('removing a member ends their sessions in this business at once', async () => {
    const owner = await signUp(app);
    const member = await addMember(app, owner.token, 'invoicer');
    const second = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: member.email, password: PASSWORD } },
    });
    const secondToken = tokenOf(second.headers.authorization);
    expect((await current(member.token)).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/memberships/${member.membershipId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await current(member.token)).statusCode).toBe(401);
    expect((await current(secondToken)).statusCode).toBe(401);
    expect((await team(owner.token)).map((one) => one.user.email)).toEqual([owner.email]);
  });

  it('a signed-in user accepts with {}: one person, two businesses, switched by X-Account-Id', async () => {
    const first = await signUp(app, { business_name: 'First Ltd' });
    const second = await signUp(app, { business_name: 'Second Ltd' });
    const firstId = first.data.account.id as number;
    const secondId = second.data.account.id as number;
    expect((await invite(app, second.token, first.email, 'bookkeeper')).statusCode).toBe(201);
    const token = tokenOfLink((await invitationLinks(app, second.token))[0]!);
    expect((await app.inject({ url: `/api/invitations/${token}` })).json().data.existing_user).toBe(true);
    expect((await accept(token, {})).statusCode).toBe(401);
    expect((await accept(token, {}, bearer(second.token))).statusCode).toBe(403);
    const accepted = await accept(token, {}, bearer(first.token));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ role: 'bookkeeper', account: { id: secondId } });
    expect(accepted.json().data.memberships).toEqual([
      { account_id: firstId, account_name: 'First Ltd', role: 'owner' },
      { account_id: secondId, account_name: 'Second Ltd', role: 'bookkeeper' },
    ]);
    // Accepting chose the new business; the header picks either, per request.
    expect((await current(first.token)).json().data.account.id).toBe(secondId);
    const inFirst = await current(first.token, { 'x-account-id': String(firstId) });
    expect(inFirst.json().data).toMatchObject({ role: 'owner', account: { id: firstId } });
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/users/current',
      headers: bearer(first.token),
      payload: { user: { current_account_id: firstId } },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await current(first.token)).json().data.account.id).toBe(firstId);
    const stranger = await signUp(app);
    const notMine = await app.inject({
      method: 'PUT',
      url: '/api/users/current',
      headers: bearer(first.token),
      payload: { user: { current_account_id: stranger.data.account.id } },
    });
    expect(notMine.statusCode).toBe(404);
    expect((await current(first.token)).json().data.account.id).toBe(firstId);
  });
});
