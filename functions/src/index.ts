// The functions Firebase deploys: each export is one function.
// First: the limits every function gets unless it says otherwise, set before any is declared.
import './platform/function-defaults';
import { onRequest } from 'firebase-functions/v2/https';
import { handleHealth } from './health';

export const health = onRequest({ cors: false }, handleHealth);
export { postJob } from './posting/post-job';
export { openPostForm } from './posting/open-post-form';
export { reportJob } from './reports/report-job';
export { closeExpiredJobsEvery15Minutes as closeExpiredJobs } from './expiry/expiry-schedule';
export { generateAssessment } from './assessment/generate-assessment';
export { boardPage } from './board-page/board-page';
export { jobPage } from './job-page/job-page';
export { companyPage } from './company-page/company-page';
export { jobFeed, sitemap } from './feeds/feeds';
export { searchJobs, jobPlaces } from './search/search-jobs';
export { indexJobOnWrite, reconcileSearchIndex } from './search/index-on-write';
export {
  notifySearchEnginesOnJobWrite,
  sendQueuedIndexingNotifications,
} from './indexing/indexing-triggers';
export { subscribe } from './alerts/subscribe';
export { listAlerts } from './alerts/account/list-alerts';
export { updateAlertCallable as updateAlert } from './alerts/account/update-alert';
export { deleteAlertCallable as deleteAlert } from './alerts/account/delete-alert';
export { confirmSubscription } from './alerts/confirm-subscription';
export { unsubscribe } from './alerts/unsubscribe';
export { askStillHiring } from './still-hiring/ask-schedule';
export { stillHiring } from './still-hiring/answer-still-hiring';
export { sendAlertDigests } from './alerts/digest/digest-schedule';
export { mailModerationSummary } from './moderation/summary-schedule';
export { deliverMail } from './mail/mail-trigger';
export { retryMail } from './mail/retry-schedule';
export {
  blockPosterCallable as blockPoster,
  moderateJobCallable as moderateJob,
} from './moderation/moderation-callables';
export { removeHackathon, saveHackathon } from './moderation/hackathon-callables';
export { sendEmployerCode } from './employers/send-employer-code';
export { confirmEmployerCode } from './employers/confirm-employer-code';
