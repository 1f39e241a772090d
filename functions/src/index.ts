// The functions Firebase deploys: each export is one function.
import { onRequest } from 'firebase-functions/v2/https';
import { handleHealth } from './health';

export const health = onRequest({ cors: false }, handleHealth);
export { postJob } from './posting/post-job';
export { reportJob } from './reports/report-job';
export { closeExpiredJobsEvery15Minutes as closeExpiredJobs } from './expiry/expiry-schedule';
export { generateAssessment } from './assessment/generate-assessment';
export { jobPage } from './job-page/job-page';
export { jobsBundle } from './board-bundle/jobs-bundle';
export { jobFeed, sitemap } from './feeds/feeds';
