import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, FirebaseConfigError, resolveFirebaseSettings } from './firebase-config';

const realProject = {
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'portal.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'portal-prod',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('resolveFirebaseSettings', () => {
  it('runs the demo project on the local emulators when nothing is configured', () => {
    const settings = resolveFirebaseSettings({});
    expect(settings.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(settings.emulators).toEqual({ host: '127.0.0.1' });
    expect(settings.firestoreMode).toBe('auto');
  });

  it('honours a forced Firestore mode and emulator host', () => {
    const settings = resolveFirebaseSettings({
      VITE_FIRESTORE_MODE: 'offline',
      VITE_EMULATOR_HOST: 'localhost',
    });
    expect(settings.firestoreMode).toBe('offline');
    expect(settings.emulators).toEqual({ host: 'localhost' });
  });

  it('uses a configured project without emulators', () => {
    const settings = resolveFirebaseSettings({ ...realProject, VITE_FIREBASE_STORAGE_BUCKET: '' });
    expect(settings.options).toEqual({
      apiKey: 'AIza-test',
      authDomain: 'portal.firebaseapp.com',
      projectId: 'portal-prod',
      appId: '1:2:web:3',
    });
    expect(settings.emulators).toBeNull();
  });

  it('puts a configured project on the emulators when asked', () => {
    const settings = resolveFirebaseSettings({ ...realProject, VITE_USE_EMULATORS: 'true' });
    expect(settings.emulators).not.toBeNull();
    expect(settings.options.projectId).toBe('portal-prod');
  });

  it('says which settings a half-configured project lacks', () => {
    expect(() => resolveFirebaseSettings({ VITE_FIREBASE_API_KEY: 'AIza-test' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID must be set/,
    );
  });

  it('refuses an unknown Firestore mode', () => {
    expect(() => resolveFirebaseSettings({ VITE_FIRESTORE_MODE: 'sometimes' })).toThrow(
      FirebaseConfigError,
    );
  });

  describe('App Check', () => {
    it('is off on the demo project, even with a site key', () => {
      expect(resolveFirebaseSettings({}).appCheck).toBeNull();
      expect(
        resolveFirebaseSettings({ VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' }).appCheck,
      ).toBeNull();
    });

    it('uses reCAPTCHA Enterprise for a real project with a site key', () => {
      expect(
        resolveFirebaseSettings({ ...realProject, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' })
          .appCheck,
      ).toEqual({ siteKey: 'site-key', debugToken: null });
    });

    it('uses the debug provider when a debug token is given too', () => {
      expect(
        resolveFirebaseSettings({
          ...realProject,
          VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
          VITE_APPCHECK_DEBUG_TOKEN: 'debug-token',
        }).appCheck,
      ).toEqual({ siteKey: 'site-key', debugToken: 'debug-token' });
    });

    it('is off for a real project without a site key (its callables will then refuse)', () => {
      expect(resolveFirebaseSettings(realProject).appCheck).toBeNull();
    });
  });
});
