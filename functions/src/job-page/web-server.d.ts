// The web app's server entry (web/src/server/server-entry.ts), which build.mjs bundles in
// under this name. Declared here because the web code is type-checked by the web's own
// tsconfig (DOM, JSX, Vite), not the functions'; the emulator tests hold the two together.
declare module 'portal-web-server' {
  import type { Job, JobType } from '@portal/domain/jobs/job';
  import type { PaintedBoard } from '@portal/domain/jobs/painted-board';

  export type JobPageState =
    { kind: 'open'; job: Job } | { kind: 'closed'; job: Job } | { kind: 'missing'; id: string };

  export function renderJobPage(request: {
    template: string;
    state: JobPageState;
    origin: string;
  }): Promise<string>;

  export function renderBoardPage(request: {
    template: string;
    type: JobType;
    page: PaintedBoard['page'] | null;
  }): Promise<string>;
}
