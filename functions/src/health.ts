// GET /health: tells a developer or an uptime check that the functions are deployed and which
// project they serve. Nothing else; no data is read.
import type { Request, Response } from 'express';

export interface HealthReport {
  status: 'ok';
  project: string | null;
  emulated: boolean;
}

export function healthReport(env: NodeJS.ProcessEnv): HealthReport {
  return {
    status: 'ok',
    project: env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? null,
    emulated: env.FUNCTIONS_EMULATOR === 'true',
  };
}

export function handleHealth(request: Request, response: Response): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).json({ error: 'Only GET is supported' });
    return;
  }
  response.set('Cache-Control', 'no-store').json(healthReport(process.env));
}
