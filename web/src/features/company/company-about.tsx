// What the company says of itself: the speaking job's Company Description, posted rich text
// through the one sanitiser (SafeHtml).
import { SafeHtml } from '@/components/job/safe-html';

export function CompanyAbout({ name, html }: { name: string; html: string | undefined }) {
  if (!html?.trim()) return null;
  return (
    <section className="company-about" aria-labelledby="company-about-heading">
      <h2 id="company-about-heading">About {name}</h2>
      <SafeHtml className="company-description" html={html} />
    </section>
  );
}
