// A job's company as a link to the company's page (`/company/<slug>`), where all its open jobs
// are; a name that makes no slug (no letter or digit) stays text. A route link, no router: the
// cards the server paints carry it too. Its name says where it goes, not only whose it is.
import { companyPath, companySlug } from '@portal/domain/jobs/company';
import { ROUTE_LINK } from '@/lib/urls/route-links';

export function CompanyLink({ name }: { name: string }) {
  const slug = companySlug(name);
  if (!slug) return <>{name}</>;
  return (
    <a className="company-link" href={companyPath(slug)} {...ROUTE_LINK}>
      {name}
      <span className="visually-hidden">: jobs at this company</span>
    </a>
  );
}
