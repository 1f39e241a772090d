import { describe, expect, it } from 'vitest';
import { AppConfigError, DEFAULT_PRODUCT_NAME, parseAppConfig } from './app-config';

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
