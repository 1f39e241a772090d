// `/`: the latest jobs of type Job.
import { JobBoardPage } from './job-board-page';

export default function JobsPage() {
  return <JobBoardPage type="Job" />;
}
