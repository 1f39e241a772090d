// The shared frame of the legal pages: title, "Last updated" date and headed sections, and the
// contact line both pages end with.
import type { ReactNode } from 'react';
import { appConfig } from '@/lib/config/app-config-instance';
import './legal.css';

export interface LegalSection {
  /** Stable and unique on the page: it names the section's anchor, so links can point to it. */
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** ISO date 'YYYY-MM-DD'; shown as e.g. 'August 30, 2025'. */
  updated: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** Prefix headings with '1.', '2.', ...: the terms are cited by number. */
  numbered?: boolean;
}

// UTC, so the date never shifts a day with the reader's time zone.
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function LegalPage({ title, updated, intro, sections, numbered = false }: LegalPageProps) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header>
        <h1 id="legal-title">{title}</h1>
        <p className="legal-updated">
          Last updated: <time dateTime={updated}>{UPDATED_FORMAT.format(new Date(updated))}</time>
        </p>
      </header>
      {intro}
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>
            {numbered ? `${index + 1}. ${section.heading}` : section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

/**
 * How to reach us about `subject`: a mail link to the configured address, or, with none
 * configured, a pointer to the footer's Contact Us rather than a mailto that goes nowhere.
 */
export function LegalContact({ subject }: { subject: string }) {
  const { email } = appConfig.contact;
  if (!email) {
    return (
      <p>
        If you have questions about {subject}, use the Contact Us link in the footer of any page to
        reach us.
      </p>
    );
  }
  return (
    <p>
      If you have questions about {subject}, write to us at <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
