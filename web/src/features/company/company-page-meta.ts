// What a company's page says about itself to the tab, link previews, feed readers and search
// engines. The app sets it as the page shows (company-page.tsx); the server writes the same into
// the HTML it serves for `/company/<slug>` (web/src/server/render-company-page.tsx).
import {
  companyDescriptionText,
  organizationJsonLd,
  type CompanyProfile,
} from '@portal/domain/pages/organization';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import type { PageMeta } from '@/lib/browser/page-meta';
import { listFeedLink, type FeedLink } from '@/lib/urls/feed-link';
import { companyList } from './company-list';

const DESCRIPTION_LENGTH = 160;

/** The tab title's page part. */
export function companyPageTitle(name: string): string {
  return `${name} jobs`;
}

/** Link-preview tags and the Organization JSON-LD. */
export function companyPageMeta(profile: CompanyProfile, url: string): PageMeta {
  const about = companyDescriptionText(profile);
  // 'Acme Ltd.' ends its own sentence.
  const lead = `Open jobs and internships at ${profile.name.replace(/\.?$/, '.')}`;
  const text = about ? `${lead} ${about}` : lead;
  const description =
    text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
  return {
    title: companyPageTitle(profile.name),
    description,
    url,
    jsonLd: organizationJsonLd(profile, url),
  };
}

/** The company's feed, with the page's search within it when there is one. */
export function companyFeedLink(slug: string, name: string, filter?: JobFilter): FeedLink | null {
  return listFeedLink(companyList(slug, filter), `Jobs at ${name}`);
}
