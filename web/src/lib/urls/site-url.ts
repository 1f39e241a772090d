// Absolute URLs for canonical links and shares: the configured public origin, else this page's.
import { appConfig } from '@/lib/config/app-config-instance';

export function absoluteUrl(path: string): string {
  return `${appConfig.siteUrl ?? window.location.origin}${path}`;
}

export function jobPath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}`;
}
