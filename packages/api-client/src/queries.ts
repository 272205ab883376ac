import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from './auth.ts';

/** The signed-in user and their account, shared by the shell and every remote through one query cache. */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: 1,
});
