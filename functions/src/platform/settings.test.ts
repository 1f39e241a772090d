import { describe, expect, it } from 'vitest';
import { secretSetting } from './secret-setting';
import { siteUrl } from './site';

describe('secretSetting', () => {
  const setting = secretSetting('TEST_SECRET_SETTING', 'dev-value', 'the development value');

  it('uses the bound secret in production, and refuses to run without one', () => {
    expect(setting.value({ TEST_SECRET_SETTING: 's3cret' })).toBe('s3cret');
    expect(() => setting.value({})).toThrow(/TEST_SECRET_SETTING is empty/);
    expect(setting.binding({})).toEqual([setting.secret]);
  });

  it('falls back on the emulator, where no secret is bound', () => {
    expect(setting.value({ FUNCTIONS_EMULATOR: 'true' })).toBe('dev-value');
    expect(setting.binding({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });
});

describe('siteUrl', () => {
  it('takes PORTAL_SITE_URL without a trailing slash, and insists on it in production', () => {
    expect(siteUrl({ PORTAL_SITE_URL: 'https://jobs.example.com/' })).toBe(
      'https://jobs.example.com',
    );
    expect(() => siteUrl({ PORTAL_SITE_URL: 'javascript:alert(1)' }, { productName: 'P' })).toThrow(
      /PORTAL_SITE_URL/,
    );
    expect(() => siteUrl({}, { productName: 'Job Portal' })).toThrow(/PORTAL_SITE_URL/);
    // Else the web build's own VITE_SITE_URL.
    expect(siteUrl({}, { productName: 'P', siteUrl: 'https://built.example.com' })).toBe(
      'https://built.example.com',
    );
    expect(siteUrl({ FUNCTIONS_EMULATOR: 'true' })).toBe('http://localhost:5173');
  });
});
