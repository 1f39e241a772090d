// A company's list: its jobs and internships both, under a filter (the URL's search and places).
import { EMPTY_FILTER, type JobFilter, type JobList } from '@portal/domain/jobs/job-list';

export function companyList(slug: string, filter: JobFilter = EMPTY_FILTER): JobList {
  return { ...filter, type: null, company: slug };
}
