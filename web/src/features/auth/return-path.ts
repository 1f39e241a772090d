// Where a visitor goes after logging in or signing up: the 'from' location the route guard
// passed in navigation state (path and query), else home.
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/';
}
