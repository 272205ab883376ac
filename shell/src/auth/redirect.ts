/** Where to go after signing in: only a path of this app, never another site. */
export function safeRedirect(target: string | null): string {
  const local = target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  return local && target ? target : '/';
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  return here === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: here })}`;
}
