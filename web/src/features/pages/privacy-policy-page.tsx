// `/privacy-policy`: what the portal collects, why, who else sees it, and the reader's choices.
import { MINIMUM_AGE } from '@portal/domain/constants';
import { appConfig } from '@/lib/config/app-config-instance';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { LegalContact, LegalPage, type LegalSection } from './legal-page';

const TITLE = 'Privacy Policy';

function sections(product: string): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run {product}:</p>
          <ul>
            <li>
              <strong>Account details.</strong> When you sign up we store your name, e-mail address
              and phone number, and your role on {product} (every account starts as an ordinary
              user). Your password is handled by our sign-in provider and is never visible to us.
            </li>
            <li>
              <strong>Saved jobs.</strong> When you save a job we record which listing you saved, so
              that your list follows you across devices.
            </li>
            <li>
              <strong>Assessment attempts.</strong> When you take the spoken-English assessment we
              store each attempt with your account: every sentence or question you were given, the
              text our speech recognition heard in your answer, how long you spoke, and your scores.
              We do not store recordings of your voice.
            </li>
            <li>
              <strong>Job listings.</strong> When you post a job we store what you enter in the
              form, such as the title, company, location, description and application link.
            </li>
            <li>
              <strong>Subscriptions.</strong> When you subscribe to job updates we store the e-mail
              address you give us.
            </li>
            <li>
              <strong>Usage data.</strong> Each time you open a page, our analytics tag records a
              page view: the address of the page and when it was opened. Our hosting and database
              providers also keep technical logs, such as your IP address and browser type, to run
              and protect the service.
            </li>
            <li>
              <strong>Data kept on your device.</strong> To load quickly and keep working offline,
              the site stores a copy of job listings and your sign-in state in your browser&apos;s
              storage.
            </li>
          </ul>
          <p>
            {product} is not meant for anyone under {MINIMUM_AGE}, and we do not knowingly collect
            information about them.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      body: (
        <ul>
          <li>To create your account, sign you in and keep your saved jobs.</li>
          <li>To publish the listings people post and show them to job seekers.</li>
          <li>To send the job updates you subscribed to, until you unsubscribe.</li>
          <li>To prepare the questions of the spoken-English assessment.</li>
          <li>To understand which pages are used, so that we can improve them.</li>
          <li>To keep the service secure and to prevent spam, fraud and abuse.</li>
          <li>To meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      heading: 'Sharing',
      body: (
        <>
          <p>We do not sell your personal information. We share it only:</p>
          <ul>
            <li>
              With the service providers that run {product} for us: Google Firebase for accounts,
              the database, hosting and server functions, and our analytics provider. They process
              data on our behalf and under our instructions.
            </li>
            <li>
              With your browser&apos;s maker, for the assessment: your answers are turned into text
              by your browser&apos;s own speech recognition (the Web Speech API), and most browsers,
              Chrome among them, do that by sending the sound of your voice to their maker&apos;s
              servers (Google&apos;s, for Chrome), under the browser maker&apos;s privacy policy,
              not ours. Where your browser can recognise speech on your device instead, we use that,
              and your voice does not leave the device; the assessment&apos;s instructions say which
              applies before you start.
            </li>
            <li>
              In public, for job listings: what you post is shown to every visitor, so do not put
              private information in a listing.
            </li>
            <li>
              When the law requires it, or to protect the rights and safety of {product} and its
              users.
            </li>
          </ul>
          <p>
            When you apply for a job you leave {product} for the employer&apos;s own site. What you
            share there is governed by that employer&apos;s privacy policy, not this one.
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-ads',
      heading: 'Cookies and ads',
      body: (
        <>
          <p>
            We use your browser&apos;s storage to keep you signed in and to cache listings. Our
            analytics tag may set cookies to count page views and visits.
          </p>
          <p>
            We may show advertising. Advertising partners may use cookies or similar technology to
            choose which ads to show you and to measure them, which can include ads based on your
            visits to other sites. You can block or delete cookies in your browser&apos;s settings
            and turn off personalised ads in your ad provider&apos;s settings; parts of the site may
            not work as well without them.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Every connection to {product} is encrypted. Database rules decide who may read or change
          each record: only you can see your saved jobs, for instance. No method of storage or
          transmission is perfectly secure, so we cannot guarantee absolute security; please use a
          strong password that you do not use elsewhere.
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>
            You may ask to see the personal information we hold about you, to correct it, or to
            delete your account and the data linked to it. You can unsubscribe from job updates at
            any time. Depending on where you live, for example under India&apos;s Digital Personal
            Data Protection Act, 2023 or the EU&apos;s General Data Protection Regulation, you may
            have further rights, including the right to complain to a data protection authority.
          </p>
          <p>
            We keep your data while your account is open and delete it within a reasonable time
            after you ask us to, unless the law requires us to keep it. To use any of these rights,
            contact us as described below.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as {product} changes. When we do, we change the &quot;Last
          updated&quot; date at the top of this page, and we announce significant changes on the
          site. Using {product} after a change means you accept the updated policy.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: <LegalContact subject="this policy or your data" />,
    },
  ];
}

export default function PrivacyPolicyPage() {
  useDocumentTitle(TITLE);
  return (
    <LegalPage
      title={TITLE}
      updated="2026-11-28"
      intro={
        <p>
          This policy explains what information {appConfig.productName} collects when you use it,
          how we use that information and the choices you have.
        </p>
      }
      sections={sections(appConfig.productName)}
    />
  );
}
