// `/terms-of-service`: the seven numbered terms of using the portal.
import { MINIMUM_AGE } from '@portal/domain/constants';
import { appConfig } from '@/lib/config/app-config-instance';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { LegalContact, LegalPage, type LegalSection } from './legal-page';

const TITLE = 'Terms of Service';

/** Shown until a city is configured, so that the gap is visible rather than silently wrong. */
const LEGAL_CITY_PLACEHOLDER = '[City]';

function sections(product: string, city: string): LegalSection[] {
  return [
    {
      id: 'use-of-the-service',
      heading: 'Use of the service',
      body: (
        <>
          <p>
            You must be at least {MINIMUM_AGE} years old to use {product}. By using it you agree to
            these terms; if you do not agree, please do not use the service.
          </p>
          <p>
            Use {product} lawfully. Do not post false or misleading content, send spam, copy
            listings in bulk, or try to break or get around its security. You are responsible for
            keeping your password safe and for what happens under your account.
          </p>
        </>
      ),
    },
    {
      id: 'job-listings-and-applications',
      heading: 'Job listings and applications',
      body: (
        <>
          <p>
            Anyone may post a job or internship on {product}, free of charge. Employers and others
            who post a listing are solely responsible for its accuracy and lawfulness and for the
            position being real. A listing must not ask applicants to pay a fee.
          </p>
          <p>
            We do not check every listing and may edit or remove any listing at our discretion.
            Applications happen on the employer&apos;s own site, through the listing&apos;s apply
            link: we are not part of the hiring process and do not promise any interview or job.
            Never pay anyone to apply for a job.
          </p>
        </>
      ),
    },
    {
      id: 'content-ownership',
      heading: 'Content ownership',
      body: (
        <p>
          The site&apos;s design, text, logo and software belong to {product} or its licensors. You
          keep ownership of what you post, and you grant us a worldwide, non-exclusive, royalty-free
          licence to host, display and share it on the service and to promote the service with it.
          You confirm that you have the right to post it.
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      body: (
        <p>
          {product} is provided &quot;as is&quot;, without warranties of any kind. To the extent the
          law allows, we are not liable for indirect or consequential losses, for the content of
          listings, for the conduct of employers or other users, or for the sites that listings link
          to. Nothing in these terms limits any liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: 'termination',
      heading: 'Termination',
      body: (
        <p>
          You may stop using {product} at any time and ask us to delete your account. We may suspend
          or end your access, or remove your content, if you break these terms or to protect other
          users. The sections on content ownership, limitation of liability and governing law
          continue to apply after termination.
        </p>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of India. The courts of {city} have exclusive
          jurisdiction over any dispute arising from them or from your use of {product}.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: <LegalContact subject="these terms" />,
    },
  ];
}

export default function TermsOfServicePage() {
  useDocumentTitle(TITLE);
  return (
    <LegalPage
      title={TITLE}
      updated="2025-08-30"
      sections={sections(appConfig.productName, appConfig.legalCity ?? LEGAL_CITY_PLACEHOLDER)}
      numbered
    />
  );
}
