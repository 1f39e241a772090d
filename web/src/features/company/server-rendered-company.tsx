// A company's page as the server paints it and as the app first renders it, before Firebase and
// the page's own code have loaded: the company, its first page of cards with every button
// waiting (disabled until the page takes over), laid out as the live page will be. Loaded only
// when the page holds what the server painted.
import { COMPANY_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { parseCompanyPageData } from '@portal/domain/pages/company-page-data';
import { PageNotFound } from '@/components/feedback/page-not-found';
import { StatusMessage } from '@/components/feedback/status-message';
import { WaitingListControls } from '@/components/forms/list-controls';
import { WaitingJobList, WaitingPager } from '@/components/job/waiting-job-list';
import { nextTask } from '@/lib/browser/next-task';
import { cacheListPage } from '@/lib/job-list/search-index';
import { CompanyAbout } from './company-about';
import { CompanyFrame } from './company-frame';
import { companyList } from './company-list';
import {
  registerServerRenderedCompany,
  type ServerRenderedCompanyProps,
} from './company-route-loading';

export function ServerRenderedCompanyView({ profile, page }: ServerRenderedCompanyProps) {
  return (
    <CompanyFrame
      name={profile.name}
      verifiedDomain={profile.verifiedDomain}
      about={<CompanyAbout name={profile.name} html={profile.description} />}
      controls={<WaitingListControls />}
    >
      {page ? (
        <>
          <WaitingJobList jobs={page.jobs} headingLevel={3} linkCompany={false} />
          <WaitingPager total={page.total} />
        </>
      ) : (
        <StatusMessage kind="loading">Loading jobs...</StatusMessage>
      )}
    </CompanyFrame>
  );
}

/**
 * Reads what the server put in the page, the company or word that it found none, and registers
 * it with its view. True when the page also holds that view as the app's first render shows it
 * (the app can take the page over as it is).
 */
export function hydrateServerRenderedCompany(doc: Document = document): boolean {
  const painted = parseCompanyPageData(
    doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)?.textContent,
  );
  if (!painted) {
    registerServerRenderedCompany(null);
    return false;
  }
  if ('missing' in painted) {
    registerServerRenderedCompany({ kind: 'missing', slug: painted.missing, View: PageNotFound });
  } else {
    const { slug, profile, page } = painted;
    registerServerRenderedCompany({
      kind: 'company',
      slug,
      profile,
      page,
      View: ServerRenderedCompanyView,
    });
    // Read again from this copy on a reload with no network (search-index.ts). Cached in a task
    // of its own: this one leads into the page's hydration.
    if (page) {
      nextTask()
        .then(() => cacheListPage({ ...companyList(slug), page: 1 }, page))
        .catch(() => {});
    }
  }
  return doc.querySelector('#root main')?.hasChildNodes() ?? false;
}
