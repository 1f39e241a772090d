// Reading a GET request's query string for a function that takes a fixed set of parameters
// (the job lists' search, the feed, the sitemap): each known parameter's values in order, and a
// parameter it does not know refused rather than ignored, so a typo is seen when the URL is
// tried and junk cannot make the CDN miss for nothing.

export type GroupedParameters<N extends string> =
  { ok: true; values: Record<N, string[]> } | { ok: false; message: string };

/** `what` names the taker in the refusal: "a job list", "the feed", "the sitemap". */
export function groupParameters<N extends string>(
  params: URLSearchParams,
  names: readonly N[],
  what: string,
): GroupedParameters<N> {
  const values = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<
    N,
    string[]
  >;
  const unknown = new Set<string>();
  for (const [name, value] of params) {
    if ((names as readonly string[]).includes(name)) values[name as N].push(value);
    else unknown.add(name);
  }
  if (unknown.size === 0) return { ok: true, values };
  const shown = [...unknown].slice(0, 5).map((name) => JSON.stringify(name.slice(0, 40)));
  return {
    ok: false,
    message:
      `Unknown parameter${unknown.size > 1 ? 's' : ''} ${shown.join(', ')}: ` +
      `${what} takes ${names.length === 1 ? 'only ' : ''}${names.join(', ')}.`,
  };
}
