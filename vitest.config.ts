// One vitest project per workspace, plus two that need emulators: `rules` (the Firestore
// emulator; npm test or npm run test:emulators) and `functions-emulators` (the Auth, Functions and
// Firestore emulators, which npm test starts: `npm test -- functions` runs that step alone).
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        // What vite.config.ts injects from validated configuration, with every channel set.
        define: {
          __APP_CONFIG__: JSON.stringify({
            productName: 'Job Portal',
            contact: {
              whatsappUrl: 'https://whatsapp.example.com/channel',
              telegramUrl: 'https://telegram.example.com/portal',
              linkedinUrl: 'https://linkedin.example.com/company/portal',
              xUrl: 'https://x.example.com/portal',
              instagramUrl: 'https://instagram.example.com/portal',
              email: 'hello@example.com',
              phone: '+91 98765 43210',
            },
            legalCity: 'Bengaluru',
          }),
        },
        resolve: {
          alias: {
            'virtual:pwa-register/react': new URL(
              'web/src/test/pwa-register-react.ts',
              import.meta.url,
            ).pathname,
          },
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Data modules run against the real Firestore SDK, offline, in Node.
        test: {
          name: 'web-data',
          include: ['web/src/**/*.test.ts', 'web/build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'web/src/**/*.emulator.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'functions/src/**/*.emulator.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions-emulators',
          // The web's data modules against the emulators too, where a function serves them.
          include: ['functions/src/**/*.emulator.test.ts', 'web/src/**/*.emulator.test.ts'],
          environment: 'node',
          // The emulators are shared and every test starts from an empty Firestore.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          // The emulator is shared: one file at a time keeps seeding and clearing apart.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
