// `/internships`: the latest internships.
import { JobBoardPage } from './job-board-page';

export default function InternshipsPage() {
  return <JobBoardPage type="Internship" />;
}
