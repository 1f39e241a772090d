// When is a new post the same job again? Same title, company and application link, compared
// the way a person would: case, spacing, punctuation and tracking parameters do not count.

/** A repost of a job still open within this many days of its posting is refused. */
export const REPOST_WINDOW_DAYS = 30;

function words(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Query parameters that say where a click came from, not what the page is. */
const TRACKING = /^(utm_[a-z]+|gclid|fbclid|mc_cid|mc_eid|ref|source)$/i;

function link(applyUrl: string): string {
  const value = applyUrl.trim();
  if (/^mailto:/i.test(value)) return value.toLowerCase();
  try {
    const url = new URL(value);
    const params = [...url.searchParams]
      .filter(([name]) => !TRACKING.test(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
    const host = url.hostname.replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return `${host}${url.port ? `:${url.port}` : ''}${path}${query}`.toLowerCase();
  } catch {
    return value.toLowerCase();
  }
}

/** One line per part: two posts with the same key are the same job. */
export function repostKey(job: { Title: string; Company: string; ApplyURL: string }): string {
  return [words(job.Title), words(job.Company), link(job.ApplyURL)].join('\n');
}
