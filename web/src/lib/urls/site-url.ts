// Absolute URLs for canonical links and shares: the configured public origin, which every build
// to deploy has (lib/config, requireSiteUrlToDeploy); on the emulators' builds, this page's own.
import { appConfig } from '@/lib/config/app-config-instance';

export function absoluteUrl(path: string): string {
  return `${appConfig.siteUrl ?? window.location.origin}${path}`;
}

export function jobPath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}`;
}
