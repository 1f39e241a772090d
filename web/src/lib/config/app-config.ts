// Product name and contact channels from the environment (VITE_* variables). Parsed at build
// time by vite.config.ts; the app reads the result through app-config-instance.ts.
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const AppEnvSchema = z.object({
  VITE_PRODUCT_NAME: optional(z.string().trim().max(40)),
  VITE_CONTACT_WHATSAPP_URL: optional(httpUrl),
  VITE_CONTACT_TELEGRAM_URL: optional(httpUrl),
  VITE_CONTACT_LINKEDIN_URL: optional(httpUrl),
  VITE_CONTACT_X_URL: optional(httpUrl),
  VITE_CONTACT_INSTAGRAM_URL: optional(httpUrl),
  VITE_CONTACT_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  VITE_CONTACT_PHONE: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number such as +91 98765 43210'),
  ),
  VITE_LEGAL_CITY: optional(z.string().trim().max(60)),
  VITE_SITE_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })),
});

export const DEFAULT_PRODUCT_NAME = 'Job Portal';

export interface AppConfig {
  productName: string;
  contact: {
    whatsappUrl?: string;
    telegramUrl?: string;
    linkedinUrl?: string;
    xUrl?: string;
    instagramUrl?: string;
    email?: string;
    /** As configured, for display; tel: links strip everything but digits and '+'. */
    phone?: string;
  };
  /** The city whose courts the terms name; a placeholder until configured. */
  legalCity?: string;
  /**
   * The public origin for canonical and share URLs, robots.txt, and the functions built beside
   * the app. Required to build for a real project (requireSiteUrlToDeploy); unset on the demo
   * project, whose pages use their own origin and whose functions are told the site by the
   * scripts that start them.
   */
  siteUrl?: string;
}

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

export function parseAppConfig(env: Record<string, unknown>): AppConfig {
  const parsed = AppEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new AppConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    productName: e.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
    contact: {
      ...(e.VITE_CONTACT_WHATSAPP_URL && { whatsappUrl: e.VITE_CONTACT_WHATSAPP_URL }),
      ...(e.VITE_CONTACT_TELEGRAM_URL && { telegramUrl: e.VITE_CONTACT_TELEGRAM_URL }),
      ...(e.VITE_CONTACT_LINKEDIN_URL && { linkedinUrl: e.VITE_CONTACT_LINKEDIN_URL }),
      ...(e.VITE_CONTACT_X_URL && { xUrl: e.VITE_CONTACT_X_URL }),
      ...(e.VITE_CONTACT_INSTAGRAM_URL && { instagramUrl: e.VITE_CONTACT_INSTAGRAM_URL }),
      ...(e.VITE_CONTACT_EMAIL && { email: e.VITE_CONTACT_EMAIL }),
      ...(e.VITE_CONTACT_PHONE && { phone: e.VITE_CONTACT_PHONE }),
    },
    ...(e.VITE_LEGAL_CITY && { legalCity: e.VITE_LEGAL_CITY }),
    ...(e.VITE_SITE_URL && { siteUrl: e.VITE_SITE_URL.replace(/\/$/, '') }),
  };
}

/**
 * Stops a build that would be deployed without its public origin. A build for a real Firebase
 * project that does not use the emulators is one to deploy: its canonical and share links,
 * robots.txt, and the job pages, feeds, sitemap and mail of the functions built with it all
 * name the site, and none of them may take it from a request's Host or X-Forwarded-Host, which
 * the caller writes and the CDN would keep for everyone. The demo project's builds (preview,
 * the tests) only ever run on the emulators.
 */
export function requireSiteUrlToDeploy(
  config: AppConfig,
  firebase: { options: { projectId: string }; emulators: unknown },
): void {
  if (config.siteUrl || firebase.emulators) return;
  throw new AppConfigError(
    `VITE_SITE_URL is not set for a build of project ${firebase.options.projectId}, which does ` +
      'not use the emulators: set it to the public origin the site is served on (e.g. ' +
      'VITE_SITE_URL=https://jobs.example.com in .env.production.local, or in the environment ' +
      'of the build). Canonical links, feeds, the sitemap and the links in mail start with it.',
  );
}
