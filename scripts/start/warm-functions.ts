// Loading the functions the end-to-end tests call before they start.
import { healthUrl } from './emulators';
import { log } from './supervisor';

/** The functions the end-to-end tests call. */
const CALLED_IN_TESTS = [
  'searchJobs',
  'jobPlaces',
  'jobPage',
  'postJob',
  'openPostForm',
  'reportJob',
  'subscribe',
  'listAlerts',
  'updateAlert',
  'deleteAlert',
  'confirmSubscription',
  'unsubscribe',
  'generateAssessment',
];

/**
 * The Functions emulator loads each function in a process of its own on its first request,
 * which takes seconds, and much longer when many first requests come at once on a busy
 * machine: it gives up on one that takes 30 s. One request each, one at a time, before the
 * tests start, does the loading. A GET changes nothing: callables refuse it, the rest answer a
 * page or a 4xx.
 */
export async function warmFunctions() {
  log('Loading the functions the tests call...');
  const base = healthUrl.replace(/\/health$/, '');
  for (const name of CALLED_IN_TESTS) {
    await fetch(`${base}/${name}`)
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  }
}
