// `/safety`: how to tell a job scam from a job, in plain words for a first-job seeker, what this
// board does about scams, and what to do when a post asks for money.
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import './legal.css';

export default function SafetyPage() {
  useDocumentTitle('Staying safe');
  return (
    <article className="legal" aria-labelledby="safety-heading">
      <h1 id="safety-heading">Staying safe when you apply</h1>
      <p>
        <strong>Genuine employers never ask you to pay</strong>: not to apply, not for an interview,
        training, a kit, a uniform, an ID card, a verification or a visa. If a job asks you for
        money, it is not a job.
      </p>
      <section aria-labelledby="safety-signs">
        <h2 id="safety-signs">Signs of a job scam</h2>
        <ul>
          <li>
            A &ldquo;registration fee&rdquo;, a &ldquo;refundable security deposit&rdquo; or any
            other charge before or after you are selected.
          </li>
          <li>Being asked to pay through a UPI ID, GPay, PhonePe, Paytm or a QR code.</li>
          <li>Talking only on WhatsApp or Telegram, with no company address or website.</li>
          <li>
            A big company&apos;s name with a Gmail, Yahoo or Outlook address, or a website that only
            looks like the company&apos;s (amazon-careers-india.in is not Amazon).
          </li>
          <li>A shortened link (bit.ly and the like) hiding where you apply.</li>
          <li>
            Money for liking videos, rating hotels or &ldquo;tasks&rdquo;, later unlocked by a
            recharge.
          </li>
          <li>
            Being paid to receive money in your own bank account and send it on: that makes you part
            of a crime.
          </li>
          <li>
            &ldquo;No interview&rdquo;, &ldquo;direct joining&rdquo;, a &ldquo;guaranteed&rdquo; job
            or income, or seats in a quota.
          </li>
        </ul>
      </section>
      <section aria-labelledby="safety-board">
        <h2 id="safety-board">What this board does</h2>
        <p>
          Every job is read before anyone sees it. A post that shows these signs waits until a
          moderator has looked at it. Jobs from employers who have proved they own their company
          domain say so. Reports from readers reach our moderators; a report that a job asks for
          money takes it down while they look.
        </p>
      </section>
      <section aria-labelledby="safety-act">
        <h2 id="safety-act">If a job asks you for money</h2>
        <ul>
          <li>Do not pay, and do not share an OTP, your bank details or your documents.</li>
          <li>
            Report the job: open it and choose <em>Report this job</em>, then{' '}
            <em>Asks for money</em>.
          </li>
          <li>
            If you have paid, call the national cyber crime helpline, 1930, or report it at
            cybercrime.gov.in, as soon as you can.
          </li>
        </ul>
        <p>
          <Link to="/">Back to the jobs</Link>
        </p>
      </section>
    </article>
  );
}
