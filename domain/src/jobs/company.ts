// A company's page is named by a slug made from the name its jobs give (`/company/<slug>`). The
// slug is a pure function of the name, so it is stable without being stored, and the spellings a
// poster types for one company (case, accents, punctuation, spacing, a legal form such as "Pvt.
// Ltd." or "Inc.") make one slug, so one company is one page. Names that differ in anything else
// make different slugs. No zod here: the app's first load reads a company from its page's path;
// the schema of a slug in a query string is job-list-parameters.ts's.

/** Legal forms and the words around them that do not tell one company from another. */
const LEGAL_FORMS = new Set([
  'ag',
  'co',
  'company',
  'corp',
  'corporation',
  'gmbh',
  'inc',
  'incorporated',
  'limited',
  'llc',
  'llp',
  'ltd',
  'plc',
  'private',
  'pte',
  'pty',
  'pvt',
]);

/** Longer than any company's name makes: past it, a slug names no company. */
export const MAX_COMPANY_SLUG_LENGTH = 120;

/**
 * The slug of a company's name: lower-cased letters and digits of any script, accents dropped,
 * words joined by '-', trailing legal forms (and '&', 'and' before them) left out. '' when the
 * name has no letter or digit.
 */
export function companySlug(name: string): string {
  const words = name
    .normalize('NFKD')
    // Accents as Latin, Greek and Cyrillic write them (é is e and U+0301): not the vowel signs of
    // Indic scripts, which are letters' own parts there (टाटा is not टट).
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // "A.B.C." and "ABC" are one name; an apostrophe joins what it splits.
    .replace(/[.'’]+/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const slug = slugOfWords(words);
  if (slug.length <= MAX_COMPANY_SLUG_LENGTH) return slug;
  // Cut where a URL can carry it (never half a surrogate pair), then as any name: a cut word may
  // be a legal form ('co' of 'coolest'), and the slug must be one a URL's slug makes again.
  const cut = slug.slice(0, MAX_COMPANY_SLUG_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
  return slugOfWords(cut.split('-').filter(Boolean));
}

/** Words joined, trailing legal forms and 'and's dropped in any order ("Smith Ltd & Co"). */
function slugOfWords(words: string[]): string {
  while (words.length > 1 && (LEGAL_FORMS.has(words.at(-1)!) || words.at(-1) === 'and')) {
    words.pop();
  }
  return words.join('-');
}

/** Whether `slug` is one companySlug makes: a company's page's, not any other text. */
export function isCompanySlug(slug: string): boolean {
  return slug !== '' && slug.length <= MAX_COMPANY_SLUG_LENGTH && companySlug(slug) === slug;
}

/** The path of a company's page. */
export function companyPath(slug: string): string {
  return `/company/${encodeURIComponent(slug)}`;
}

/** What a company's path (`/company/<name>`) names, decoded; null for no such path. */
function nameInPath(pathname: string): string | null {
  const match = /^\/company\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The company a path names (`/company/<slug>`): its slug, or null for none or a bad one. */
export function companyOfPath(pathname: string): string | null {
  const slug = nameInPath(pathname);
  return slug !== null && isCompanySlug(slug) ? slug : null;
}

/**
 * The path of the company's page a path names in another spelling (`/company/ACME%20Ltd` is
 * `/company/acme`), for a permanent redirect; null when it is the page's own path already or
 * names no company.
 */
export function canonicalCompanyPath(pathname: string): string | null {
  const name = nameInPath(pathname);
  if (name === null || isCompanySlug(name)) return null;
  const slug = companySlug(name);
  return slug === '' ? null : companyPath(slug);
}
