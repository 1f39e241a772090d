// The boards' paths, and the file the build writes each one's frame to (render-board-frames.ts), which
// the service worker keeps and answers their navigations with. `/`'s is not index.html: Hosting
// would serve that for `/` before any rewrite, and `/` is the boardPage function's.
import type { JobType } from '@portal/domain/jobs/job';

export const BOARD_FRAMES: readonly { path: string; file: string; type: JobType }[] = [
  { path: '/', file: 'board.html', type: 'Job' },
  { path: '/internships', file: 'internships.html', type: 'Internship' },
];
