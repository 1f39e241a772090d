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
  /** The public origin for canonical and share URLs; the page's own origin when unset. */
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
