// The companies with open jobs, as the sitemap lists their pages: read from the search index's
// job_search_company (company_slug first, and everything else these read in the index itself),
// in slug order, each with its newest open job's creation. One pass over the open jobs' index
// entries, never their rows: 20–70 ms at 100,000 open jobs (docs/search.md).
import { companySlugSchema } from '@portal/domain/jobs/job-list-parameters';
import type pg from 'pg';

/** A company with open jobs: its slug, and when the newest of them was posted. */
export interface OpenCompany {
  slug: string;
  newest: Date;
}

/** The slugs of open jobs, each once ('' is a name with no letter or digit: no page). */
const OPEN_COMPANIES = `select company_slug as slug, max(created_at) as newest from job_search
  where status = 'active' and expires_at > $1 and company_slug <> ''
  group by company_slug`;

/** The companies with open jobs on the index `db`: how many, and some of them in slug order. */
export function openCompanies(db: pg.Pool) {
  return {
    async count(now: number): Promise<number> {
      const { rows } = await db.query<{ companies: number }>(
        `select count(*)::int as companies from (${OPEN_COMPANIES}) as open`,
        [new Date(now).toISOString()],
      );
      return rows[0]!.companies;
    },

    /** Past the first `skip` in slug order, at most `take`. */
    async read(now: number, { skip, take }: { skip: number; take: number }) {
      if (take <= 0) return [];
      const { rows } = await db.query<OpenCompany>(
        `${OPEN_COMPANIES} order by company_slug limit $2 offset $3`,
        [new Date(now).toISOString(), take, skip],
      );
      // A slug a company's page would refuse (one an older companySlug wrote) names no page.
      return rows.filter((row) => companySlugSchema().safeParse(row.slug).success);
    },
  };
}

export type OpenCompanies = ReturnType<typeof openCompanies>;
