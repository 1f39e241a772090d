// `/assessments`: the SVAR spoken-English assessment, for signed-in users (the router guards
// it). Its timed sections come with the assessment issue; until then the page says so plainly,
// so the menu's 'SVAR Assessment' never leads to a dead end.
import { Link } from 'react-router-dom';
import { StatusMessage } from '../../components/status-message';
import { useDocumentTitle } from '../../lib/browser/use-document-title';

export default function AssessmentPage() {
  useDocumentTitle('SVAR Assessment');
  return (
    <section className="centered-page" aria-labelledby="assessment-heading">
      <h1 id="assessment-heading">SVAR Assessment</h1>
      <p>
        A timed spoken-English assessment in three parts: reading sentences aloud, listening and
        repeating, and answering questions on a paragraph.
      </p>
      <StatusMessage kind="empty">
        The assessment is not open yet. Please check back soon.
      </StatusMessage>
      <Link className="button button-primary" to="/">
        Explore Jobs
      </Link>
    </section>
  );
}
