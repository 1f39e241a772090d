// A job's company as a link to the company's page (`/company/<slug>`), where all its open jobs
// are; a name that makes no slug (no letter or digit) stays text. A route link, no router: the
// cards the server paints carry it too. Its name says where it goes, not only whose it is.
import { companyPath, companySlug } from '@portal/domain/jobs/company';
import { ROUTE_LINK } from '@/lib/urls/route-links';

export function CompanyLink({ name }: { name: string }) {
  const slug = companySlug(name);
  if (!slug) return <>{name}</>;
  return (
    // The name leads its label, as a reader who speaks what they see says it (WCAG 2.5.3).
    <a
      className="company-link"
      href={companyPath(slug)}
      aria-label={`${name}: jobs at this company`}
      {...ROUTE_LINK}
    >
      {name}
    </a>
  );
}
