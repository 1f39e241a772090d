// What a job page says about itself to the tab, link previews and search engines. The app sets
// it as the page shows (job-page.tsx); the server writes the same into the HTML it serves for
// `/job/{id}` (web/src/server/render-job-page.tsx), for crawlers that run no JavaScript.
import { jobPostingJsonLd } from '@portal/domain/pages/job-posting';
import { htmlToText } from '@portal/domain/jobs/html-text';
import type { Job } from '@portal/domain/jobs/job';
import { appConfig } from '@/lib/config/app-config-instance';
import type { PageMeta } from '@/lib/browser/page-meta';

const DESCRIPTION_LENGTH = 160;

/** The tab title's page part: 'Title at Company', marked when the job is closed. */
export function jobPageTitle(job: Job, open: boolean): string {
  return `${job.Title} at ${job.Company}${open ? '' : ' (closed)'}`;
}

/**
 * Link-preview tags; a closed job keeps its page out of search results and has no JSON-LD, nor
 * has a job that says nowhere it is (domain/src/pages/job-posting.ts).
 */
export function jobPageMeta(job: Job, open: boolean, url: string): PageMeta {
  const text = htmlToText(job.Description ?? job.Skills);
  const description =
    text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
  const title = jobPageTitle(job, open);
  if (!open) return { title, description, url, noindex: true };
  const jsonLd = jobPostingJsonLd(job, url, appConfig.productName);
  return { title, description, url, ...(jsonLd && { jsonLd }) };
}
