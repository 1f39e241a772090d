// What a board shows that another feature owns, placed by app/ (router.tsx): a feature never
// imports another, so the board asks for the alert button here instead of importing it.
import type { JobType } from '@portal/domain/jobs/job';
import { createContext, type ComponentType } from 'react';
import type { JobFilter } from '@portal/domain/jobs/job-list';

export interface BoardSlots {
  /** 'E-mail me jobs like these' for the list's search (features/alerts). */
  AlertButton?: ComponentType<{ filter: JobFilter; type: JobType }>;
}

/** None by default: a board rendered alone (a test, a server render) shows only its own parts. */
export const BoardSlotsContext = createContext<BoardSlots>({});
