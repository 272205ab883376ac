import type { Role } from '@daftari/contracts';
import { expect } from 'vitest';
import type { OwnersApp } from '../../src/server.ts';
import { bearer, PASSWORD, tokenOf, uniqueEmail } from './helpers.ts';

export const invite = (app: OwnersApp, token: string, email: string, role: string) =>
  app.inject({
    method: 'POST',
    url: '/api/memberships',
    headers: bearer(token),
    payload: { membership: { email, role } },
  });

/** The invitation links in the outbox of the business of `token`'s user (the owner), newest first. */
export async function invitationLinks(app: OwnersApp, token: string): Promise<string[]> {
  await app.afterReplySettled();
  const list = await app.inject({ url: '/api/outbox', headers: bearer(token) });
  expect(list.statusCode).toBe(200);
  const links: string[] = [];
  for (const message of list.json().data as { id: string; subject: string }[]) {
    if (!message.subject.startsWith('You are invited to')) continue;
    const eml = await app.inject({ url: `/api/outbox/${message.id}`, headers: bearer(token) });
    const link = /(\S+)\/invite\/([A-Za-z0-9_-]{43})/.exec(eml.body.replace(/=\r?\n/g, ''));
    if (link) links.push(link[0]);
  }
  return links;
}

export const tokenOfLink = (link: string) => link.slice(-43);

/** Invites a new person with `role` into the owner's business and accepts for them: their e-mail and token. */
export async function addMember(app: OwnersApp, ownerToken: string, role: Role) {
  const email = uniqueEmail(role);
  const invited = await invite(app, ownerToken, email, role);
  expect(invited.statusCode).toBe(201);
  const [link] = await invitationLinks(app, ownerToken);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/invitations/${tokenOfLink(link!)}/accept`,
    payload: { user: { name: `The ${role}`, password: PASSWORD } },
  });
  expect(accepted.statusCode).toBe(200);
  return {
    email,
    token: tokenOf(accepted.headers.authorization),
    membershipId: invited.json().data.id as number,
  };
}
