// Product name and contact channels from the environment (VITE_* variables). Parsed at build
// time by vite.config.ts; the app reads the result through app-config-instance.ts.
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const AppEnvSchema = z.object({
  VITE_PRODUCT_NAME: optional(z.string().trim().max(40)),
  VITE_CONTACT_WHATSAPP_URL: optional(httpUrl),
  VITE_CONTACT_TELEGRAM_URL: optional(httpUrl),
  VITE_CONTACT_LINKEDIN_URL: optional(httpUrl),
  VITE_CONTACT_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
});

export const DEFAULT_PRODUCT_NAME = 'Job Portal';

export interface AppConfig {
  productName: string;
  contact: {
    whatsappUrl?: string;
    telegramUrl?: string;
    linkedinUrl?: string;
    email?: string;
  };
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
      ...(e.VITE_CONTACT_EMAIL && { email: e.VITE_CONTACT_EMAIL }),
    },
  };
}
