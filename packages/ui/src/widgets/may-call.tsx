import { currentUserQuery } from '@daftari/api-client';
import { mayCall, ownerOnlyFields } from '@daftari/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Whether the signed-in member's role may call a route (`METHOD /api/path`, as the permission table keys it):
 * the screens hide what the API would refuse. Before the user is known everything shows: the shell reads the
 * user before any area renders, and the API refuses whatever a role may not do anyway.
 */
export function useMayCall(): (route: string, invoice?: { draft: boolean }) => boolean {
  const role = useQuery(currentUserQuery).data?.role;
  return (route, invoice) => (role ? mayCall(role, route, invoice) : true);
}

/** Whether the role may send `field` in the body of `route`: a few fields are the owner's alone (ownerOnlyFields). */
export function useMaySendField(): (route: string, field: string) => boolean {
  const role = useQuery(currentUserQuery).data?.role;
  const may = useMayCall();
  return (route, field) =>
    may(route) &&
    (role === undefined || role === 'owner' || !ownerOnlyFields[route]?.some((rule) => rule.field === field));
}

/** Its children only for a role that may call `route`: a create button a viewer never sees, say. */
export function Allowed({ route, children }: { route: string; children: ReactNode }) {
  return useMayCall()(route) ? children : null;
}
