// What the server painted into a company's page (`/company/<slug>`), carried in the page for the
// app, so its first render shows the same page instead of a loading message: the company's
// profile and its list's first page (none when the URL asked for a search or a later page, which
// the app lists itself), or word that the slug names no company with open jobs.
import { z } from 'zod';
import { BoardPageSchema } from '../jobs/board-query';
import { companySlugSchema } from '../jobs/job-list-parameters';
import { parseJsonAs, scriptSafeJson } from '../script-json';
import { CompanyProfileSchema } from './organization';

const CompanyPageDataSchema = z.union([
  z.object({
    slug: companySlugSchema(),
    profile: CompanyProfileSchema,
    page: BoardPageSchema.extend({ page: z.literal(1) }).nullable(),
  }),
  z.object({ missing: z.string().min(1).max(300) }).strict(),
]);
export type CompanyPageData = z.infer<typeof CompanyPageDataSchema>;

/** The painted company as text for the page's script element. */
export function companyPageDataText(company: CompanyPageData): string {
  return scriptSafeJson(company);
}

/** The painted company from the element's text, or null when it is missing or malformed. */
export function parseCompanyPageData(text: string | null | undefined): CompanyPageData | null {
  return parseJsonAs(CompanyPageDataSchema, text);
}
