// 'E-mail me jobs like these' on a list with a search, a place or pay chosen: opens the alert
// dialog for that search on that list (jobs or internships). The dialog, with the Functions SDK it
// calls, loads on the first press: most visitors never press it, and the board's start-up
// should not pay for it.
import { canonicalSearch } from '@portal/domain/alerts/alert';
import type { JobType } from '@portal/domain/jobs/job';
import { isFilterActive } from '@portal/domain/jobs/job-search';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Mail } from '@/components/icons';
import type { JobFilter } from '@portal/domain/jobs/job-list';

const JobAlertDialog = lazy(() =>
  import('./job-alert-dialog').then(({ JobAlertDialog }) => ({ default: JobAlertDialog })),
);

export function JobAlertButton({ filter, type }: { filter: JobFilter; type: JobType }) {
  const [open, setOpen] = useState(false);
  const search = useMemo(
    () => (isFilterActive(filter) ? canonicalSearch({ ...filter, type }) : null),
    [filter, type],
  );
  // With nothing searched for, the footer's subscription is the alert for every new job.
  if (!search) return null;
  return (
    <>
      <button type="button" className="button job-alert-button" onClick={() => setOpen(true)}>
        <Mail />
        E-mail me jobs like these
      </button>
      {open && (
        <Suspense fallback={null}>
          <JobAlertDialog open search={search} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
