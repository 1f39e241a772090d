import { describe, expect, it } from 'vitest';
import { resolveFirebaseSettings } from '@/lib/firebase/firebase-config';
import {
  AppConfigError,
  DEFAULT_PRODUCT_NAME,
  parseAppConfig,
  requireSiteUrlToDeploy,
} from './app-config';

describe('parseAppConfig', () => {
  it('has a product name and no contact channels when nothing is set', () => {
    expect(parseAppConfig({})).toEqual({ productName: DEFAULT_PRODUCT_NAME, contact: {} });
  });

  it('treats blank values as unset', () => {
    expect(parseAppConfig({ VITE_PRODUCT_NAME: ' ', VITE_CONTACT_TELEGRAM_URL: '' })).toEqual({
      productName: DEFAULT_PRODUCT_NAME,
      contact: {},
    });
  });

  it('reads the product name and every channel', () => {
    const config = parseAppConfig({
      VITE_PRODUCT_NAME: 'HireLine',
      VITE_CONTACT_WHATSAPP_URL: 'https://whatsapp.example.com/c',
      VITE_CONTACT_TELEGRAM_URL: 'https://telegram.example.com/c',
      VITE_CONTACT_LINKEDIN_URL: 'https://linkedin.example.com/c',
      VITE_CONTACT_EMAIL: 'hello@example.com',
    });
    expect(config.productName).toBe('HireLine');
    expect(config.contact).toEqual({
      whatsappUrl: 'https://whatsapp.example.com/c',
      telegramUrl: 'https://telegram.example.com/c',
      linkedinUrl: 'https://linkedin.example.com/c',
      email: 'hello@example.com',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseAppConfig({ VITE_CONTACT_WHATSAPP_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_CONTACT_WHATSAPP_URL must be an http\(s\) URL/,
    );
    expect(() => parseAppConfig({ VITE_CONTACT_EMAIL: 'nobody' })).toThrow(AppConfigError);
  });
});

describe('parseAppConfig, the rest of the channels', () => {
  it('reads X, Instagram, phone, the legal city and the site URL', () => {
    const config = parseAppConfig({
      VITE_CONTACT_X_URL: 'https://x.example.com/p',
      VITE_CONTACT_INSTAGRAM_URL: 'https://instagram.example.com/p',
      VITE_CONTACT_PHONE: '+91 98765 43210',
      VITE_LEGAL_CITY: 'Bengaluru',
      VITE_SITE_URL: 'https://jobs.example.com/',
    });
    expect(config.contact).toEqual({
      xUrl: 'https://x.example.com/p',
      instagramUrl: 'https://instagram.example.com/p',
      phone: '+91 98765 43210',
    });
    expect(config.legalCity).toBe('Bengaluru');
    expect(config.siteUrl).toBe('https://jobs.example.com');
  });

  it('refuses a phone number with letters', () => {
    expect(() => parseAppConfig({ VITE_CONTACT_PHONE: 'call me' })).toThrow(/VITE_CONTACT_PHONE/);
  });
});

describe('requireSiteUrlToDeploy (vite.config.ts, on every build)', () => {
  const REAL_PROJECT = {
    VITE_FIREBASE_API_KEY: 'AIza-test',
    VITE_FIREBASE_AUTH_DOMAIN: 'acme-jobs.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'acme-jobs',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
  };
  const check = (env: Record<string, string>) => () =>
    requireSiteUrlToDeploy(parseAppConfig(env), resolveFirebaseSettings(env));

  it('refuses a build for a real project without VITE_SITE_URL, saying what to set', () => {
    expect(check(REAL_PROJECT)).toThrow(AppConfigError);
    expect(check(REAL_PROJECT)).toThrow(
      /^VITE_SITE_URL is not set for a build of project acme-jobs, which does not use the emulators: set it to the public origin/,
    );
    // Blank is unset.
    expect(check({ ...REAL_PROJECT, VITE_SITE_URL: ' ' })).toThrow(/VITE_SITE_URL is not set/);
  });

  it('builds a real project that names its site', () => {
    expect(check({ ...REAL_PROJECT, VITE_SITE_URL: 'https://jobs.example.com' })).not.toThrow();
  });

  it('builds for the emulators without one: the demo project, or a real one pointed at them', () => {
    expect(check({})).not.toThrow();
    expect(check({ VITE_FIRESTORE_MODE: 'offline' })).not.toThrow();
    expect(check({ ...REAL_PROJECT, VITE_USE_EMULATORS: 'true' })).not.toThrow();
  });
});
